package dev.mazziere.text;

import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import java.util.Locale;

/** The fallback for a game with no presenter of its own: plain codes, still playable. */
public final class GenericPresenter implements GamePresenter {

    private final String gameId;

    public GenericPresenter(String gameId) {
        this.gameId = gameId;
    }

    @Override
    public String title(Options options) {
        return gameId.substring(0, 1).toUpperCase(Locale.ROOT) + gameId.substring(1);
    }

    @Override
    public String table(View publicView, Names names, Texts t) {
        return "";
    }

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        return null;
    }

    @Override
    public String hand(View seatView, Texts t) {
        return "";
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        return move.code();
    }

    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        StringBuilder sb = new StringBuilder();
        for (int side = 0; side < score.points().size(); side++) {
            if (side > 0) {
                sb.append('\n');
            }
            sb.append(names.side(side)).append(" +").append(score.points().get(side));
        }
        return sb.toString();
    }

    @Override
    public String rules(Options options, Texts t) {
        return "";
    }

    @Override
    public String rejection(Rejection rejection, Texts t) {
        return null;
    }
}
