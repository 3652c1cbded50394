package dev.mazziere.games.traversone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.DeterminizerKit;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TraversoneDeterminizerTest extends DeterminizerKit {

    TraversoneDeterminizerTest() {
        super(new TraversoneGame(), new TraversoneAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(3, 4, 6);
    }

    @Override
    protected int matches() {
        return 2;
    }

    @Test
    @DisplayName("a seat that failed to follow a suit is never dealt that suit, even tricks later")
    void voidsAreKept() {
        TraversoneGame game = new TraversoneGame();
        SeededRandom random = new SeededRandom(3);
        int checked = 0;
        for (int i = 0; i < 10; i++) {
            MatchState match = game.newMatch(game.defaultOptions(), 4, 500 + i);
            Determinizer[] ds = new Determinizer[4];
            for (int s = 0; s < 4; s++) {
                ds[s] = new TraversoneAi().determinizer(game.defaultOptions());
            }
            boolean[][] voids = new boolean[4][4];
            int hand = match.handNumber();
            while (!match.isOver() && match.handNumber() == hand) {
                int seat = match.toAct();
                TraversoneView v = (TraversoneView) match.view(seat);
                ds[seat].observe(v);
                MatchState sample = ds[seat].sample(v, new SeededRandom(random.split()));
                for (int s = 0; s < 4; s++) {
                    for (ItalianCard c : ((TraversoneMatch) sample).hiddenCards(s)) {
                        assertThat(voids[s][c.suit().ordinal()]).as("seat " + s + " dealt " + c + " after a void").isFalse();
                        checked++;
                    }
                }
                List<? extends Move> legal = match.legalMoves();
                TraversoneMove m = (TraversoneMove) legal.get(random.nextInt(legal.size()));
                if (!v.trick().isEmpty() && m.card().suit() != v.trick().get(0).card().suit()) {
                    voids[seat][v.trick().get(0).card().suit().ordinal()] = true;
                }
                match.apply(seat, m);
            }
        }
        assertThat(checked).isPositive();
    }
}
