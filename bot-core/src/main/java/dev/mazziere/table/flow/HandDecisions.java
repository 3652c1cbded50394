package dev.mazziere.table.flow;

import dev.mazziere.ai.Decision;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * One seat's decisions of one hand (view, legal moves, move made), rebuilt by replaying
 * the match from its seed and move log, as a restart rebuilds it: what the coach reviews
 * and what it is told of before a hint. Kept nowhere, so it survives a restart, a reload
 * by another bot instance and a finished match alike. Pure functions.
 */
final class HandDecisions {

    private HandDecisions() {
    }

    /**
     * The decisions seat {@code seat} made in hand {@code hand} ({@link MatchState#handNumber})
     * of {@code match}, in order: a decision belongs to the hand being played when it was made.
     */
    static List<Decision> of(MatchState match, int seat, int hand) {
        MatchState replay = match.game().newMatch(match.options(), match.seatCount(), match.seed());
        List<Decision> out = new ArrayList<>();
        for (Move move : match.history()) {
            if (replay.handNumber() > hand) {
                break;
            }
            int s = replay.toAct();
            if (s == seat && replay.handNumber() == hand) {
                out.add(new Decision(replay.view(s), List.copyOf(replay.legalMoves()), move));
            }
            Outcome o = replay.apply(s, move);
            if (!o.applied()) {
                throw new IllegalStateException("the move log does not replay at " + move + ": " + o);
            }
        }
        return out;
    }
}
