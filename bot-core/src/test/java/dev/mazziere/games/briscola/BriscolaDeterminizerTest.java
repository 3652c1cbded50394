package dev.mazziere.games.briscola;

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

class BriscolaDeterminizerTest extends DeterminizerKit {

    private static final BriscolaGame GAME = new BriscolaGame();

    BriscolaDeterminizerTest() {
        super(GAME, new BriscolaAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2, 3, 4);
    }

    @Override
    protected int matches() {
        return 2;
    }

    @Test
    @DisplayName("the face-up card, once drawn, is dealt to the seat that drew it until it is played")
    void theFaceUpCardStaysWithItsDrawer() {
        SeededRandom random = new SeededRandom(7);
        int checked = 0;
        for (int i = 0; i < 12; i++) {
            int seats = 2 + i % 3;
            MatchState match = GAME.newMatch(GAME.defaultOptions(), seats, 900 + i);
            Determinizer[] ds = new Determinizer[seats];
            for (int s = 0; s < seats; s++) {
                ds[s] = new BriscolaAi().determinizer(GAME.defaultOptions());
            }
            ItalianCard faceUp = ((BriscolaView) match.publicView()).faceUp();
            int hand = match.handNumber();
            while (!match.isOver() && match.handNumber() == hand) {
                int seat = match.toAct();
                BriscolaView v = (BriscolaView) match.view(seat);
                ds[seat].observe(v);
                int holder = holder(match, faceUp);
                if (v.faceUp() == null && holder >= 0 && holder != seat) {
                    for (int k = 0; k < 5; k++) {
                        MatchState sample = ds[seat].sample(v, new SeededRandom(random.split()));
                        assertThat(List.<Object>copyOf(sample.hiddenCards(holder))).as("seat %d holds the face-up %s", holder, faceUp)
                                .contains(faceUp);
                        checked++;
                    }
                }
                List<? extends Move> legal = match.legalMoves();
                match.apply(seat, legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(checked).isGreaterThan(50);
    }

    private static int holder(MatchState match, ItalianCard card) {
        for (int s = 0; s < match.seatCount(); s++) {
            if (match.hiddenCards(s).contains(card)) {
                return s;
            }
        }
        return -1;
    }
}
