package dev.mazziere.games.chiamata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.DeterminizerKit;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChiamataDeterminizerTest extends DeterminizerKit {

    private static final ChiamataGame GAME = new ChiamataGame();

    ChiamataDeterminizerTest() {
        super(GAME, new ChiamataAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(5);
    }

    @Override
    protected int matches() {
        return 2;
    }

    /** A whole match is ten hands of a slow search on both sides: two hands show it plays on. */
    @Override
    protected int wholeMatchHands() {
        return 2;
    }

    @Test
    @DisplayName("the called card, not yet played, is dealt to some other seat than the viewer, and never twice")
    void theCalledCardIsDealtOnce() {
        SeededRandom random = new SeededRandom(3);
        ChiamataDeterminizer d = new ChiamataDeterminizer(GAME, GAME.defaultOptions());
        int checked = 0;
        for (int i = 0; i < 8; i++) {
            MatchState match = toThePlay(GAME.newMatch(GAME.defaultOptions(), 5, 300 + i), random);
            while (!match.isOver() && ((ChiamataMatch) match).phase() == ChiamataMatch.Phase.PLAY) {
                int seat = match.toAct();
                ChiamataView v = (ChiamataView) match.view(seat);
                ItalianCard called = v.called();
                if (!v.revealed() && !v.hand().contains(called)) {
                    MatchState sample = d.sample(v, new SeededRandom(random.split()));
                    int holders = 0;
                    for (int s = 0; s < 5; s++) {
                        holders += sample.hiddenCards(s).contains(called) ? 1 : 0;
                    }
                    assertThat(holders).isEqualTo(1);
                    assertThat(sample.hiddenCards(seat).contains(called)).isFalse();
                    checked++;
                }
                List<? extends Move> legal = match.legalMoves();
                match.apply(seat, legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(checked).isGreaterThan(50);
    }

    /** Plays the auction and the call at random, the first seat bidding and all others passing. */
    static MatchState toThePlay(MatchState match, SeededRandom random) {
        int caller = match.toAct();
        match.apply(caller, ChiamataMove.bid(Contract.ofLevel(random.nextInt(10))));
        while (((ChiamataMatch) match).phase() == ChiamataMatch.Phase.AUCTION) {
            match.apply(match.toAct(), ChiamataMove.pass());
        }
        List<? extends Move> calls = match.legalMoves();
        match.apply(caller, calls.get(random.nextInt(calls.size())));
        return match;
    }
}
