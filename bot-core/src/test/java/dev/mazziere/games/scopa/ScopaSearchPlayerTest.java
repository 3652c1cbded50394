package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.MatchState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scopa's hard player: one exact solve when the view tells all, sampled deals otherwise. */
final class ScopaSearchPlayerTest {

    private static final SearchBudget BUDGET = SearchBudget.HARD.withIterations(12).withMillis(0);

    /** A two-player match played by medium players until the seat to act has a choice and the stock {@code stock} cards. */
    private static ScopaMatch playedTo(long seed, int stock) {
        ScopaMatch match = (ScopaMatch) GAME.newMatch(GAME.defaultOptions(), 2, seed);
        ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(seed);
        while (match.view(match.toAct()).stockSize() != stock || match.legalMoves().size() < 2) {
            int seat = match.toAct();
            match.apply(seat, medium.choose(match.view(seat), match.legalMoves()));
        }
        return match;
    }

    @Test
    @DisplayName("with two players and the stock empty it solves the rest of the hand once, exactly")
    void solvesTheLastDealOnce() {
        for (long seed = 1; seed <= 5; seed++) {
            ScopaMatch match = playedTo(seed, 0);
            ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, seed);

            player.choose(match.view(match.toAct()), match.legalMoves());

            assertThat(player.lastIterations()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("before the last deal it samples as many deals as its budget says")
    void samplesEarlierDeals() {
        ScopaMatch match = playedTo(3, 12);
        ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, 3);

        player.choose(match.view(match.toAct()), match.legalMoves());

        assertThat(player.lastIterations()).isEqualTo(12);
    }

    @Test
    @DisplayName("with three players the last deal is still sampled: the split of the unseen cards stays unknown")
    void threePlayersSampleTheLastDeal() {
        MatchState state = GAME.newMatch(GAME.defaultOptions(), 3, 4);
        ScopaMatch match = (ScopaMatch) state;
        ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(4);
        while (match.view(match.toAct()).stockSize() != 0 || match.view(match.toAct()).hand().size() != 3
                || match.legalMoves().size() < 2) {
            int seat = match.toAct();
            match.apply(seat, medium.choose(match.view(seat), match.legalMoves()));
        }
        ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, 4);

        player.choose(match.view(match.toAct()), match.legalMoves());

        assertThat(player.lastIterations()).isEqualTo(12);
    }
}
