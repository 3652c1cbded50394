package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.ai.Hint;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.ai.Player;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scopa's coach: in scripted positions, the play hard makes and the fact it gives for it, in both languages. */
final class ScopaCoachTest {

    private static final ScopaAi AI = new ScopaAi();
    private static final Coach COACH = AI.coach(GAME.defaultOptions());

    /**
     * Seat 0 to play the last deal of a two-player hand, the stock empty: its hand, the
     * table, the cards seat 1 holds (which seat 0 has not seen), what seat 0 took; seat 1
     * took the rest.
     */
    static ScopaView lastDeal(String hand, String table, String theirs, String ours) {
        List<ItalianCard> rest = new ArrayList<>(Decks.italian40());
        for (String codes : List.of(hand, table, theirs, ours)) {
            rest.removeAll(cards(codes));
        }
        return new ScopaView(0, cards(hand), cards(table), List.of(cards(hand).size(), cards(theirs).size()), 0, 1, 0, 1,
                List.of(cards(ours), rest), List.of(0, 0), List.of(0, 0), 11, null);
    }

    static List<? extends Move> legal(ScopaView v) {
        return new ScopaDeterminizer(GAME, GAME.defaultOptions()).sample(v, new SeededRandom(1)).legalMoves();
    }

    static Hint hint(ScopaView v) {
        return COACH.hint(v, legal(v), AI.searchBudget(GAME.defaultOptions()).withMillis(0));
    }

    private static void assertHint(ScopaView v, String move, String italian, String english) {
        Hint hint = hint(v);

        assertThat(hint.move()).isEqualTo(ScopaMove.parse(move));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("a play that takes the whole table: scopa")
    void sweep() {
        assertHint(lastDeal("7C 2S 10B", "3B 4C", "6S 9C 1D", "1C 2C 3C"), "7C:3B4C",
                "scopa: con 7🍷 prendi tutto il tavolo", "scopa: with 7🍷 you take the whole table");
    }

    @Test
    @DisplayName("the settebello on the table, and the other seat holds a 7 to take it")
    void settebello() {
        assertHint(lastDeal("7S 5B 2C", "7D 5C", "7B 9C 1D", "1C 3C"), "7S:7D",
                "prendi il settebello", "you take the settebello");
    }

    @Test
    @DisplayName("a table left at 11 cannot be swept, where a 7 or a 9 the other seat holds would sweep 7 or 9")
    void noScopaAboveTen() {
        assertHint(lastDeal("5S 1B 3C", "6C", "7B 9D 4S", "1C 2C"), "5S",
                "lasci 11 sul tavolo: niente scopa", "you leave 11 on the table: no scopa");
    }

    @Test
    @DisplayName("a table left at 5 when every 5 is in a pile cannot be swept, where 7 would be")
    void noScopaWithTheCardsOut() {
        assertHint(lastDeal("2S 4B 8B", "3C", "7B 9D 6S", "5D 5C 5S 5B"), "2S",
                "lasci 5 sul tavolo e nessun altro può avere un 5: niente scopa",
                "you leave 5 on the table and no one else can hold a 5: no scopa");
    }

    @Test
    @DisplayName("the 7 of the only suit missing from the seat's pile: taken for the primiera")
    void primieraTake() {
        assertHint(lastDeal("10B 9S 2C", "7C 3S 9D", "8C 4D 5B", "7D 7S 7B 6D 1S"), "10B:3S7C",
                "prendi il 7🍷 per la primiera", "you take the 7🍷 for the primiera");
    }

    @Test
    @DisplayName("a 7 thrown on the table would be taken: kept in hand for the primiera")
    void primieraKeep() {
        assertHint(lastDeal("7C 2S 1S", "9B 8C", "6S 5C 4D", "1C 3C"), "1S",
                "tieni il 7🍷 per la primiera", "keep the 7🍷 for the primiera");
    }

    @Test
    @DisplayName("the last two plays, two ways to make 5: the one with two denari, which win the denari")
    void denari() {
        assertHint(lastDeal("5B", "2D 3D 4C 1C", "5S", "6D 7D 8D 9D"), "5B:2D3D",
                "prendi 2 carte di denari", "you take 2 denari");
    }

    @Test
    @DisplayName("two ways to make 6: the one with more cards")
    void moreCards() {
        assertHint(lastDeal("6B 10C 9S", "1C 2S 3B 4C 8B", "6S 8C 7S", "5C 3C"), "6B:1C2S3B",
                "prendi 4 carte", "you take 4 cards");
    }

    @Test
    @DisplayName("nothing to take: the 3, every other 3 being in a pile, rather than a 5 or a 9 the other seat may hold")
    void dropSafe() {
        assertHint(lastDeal("3C 5S 9B", "10D 8S", "5D 5B 9C", "3D 3S 3B"), "3C",
                "butti 3🍷: nessun altro può avere un 3 per prenderlo", "you throw 3🍷: no one else can hold a 3 to take it");
    }

    @Test
    @DisplayName("a single legal play: that play, the only one possible")
    void forced() {
        Hint hint = hint(lastDeal("9B", "10D 8S", "5D", "3D 3S 3B"));

        assertThat(hint.move()).isEqualTo(ScopaMove.parse("9B"));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo("l'unica mossa possibile");
        assertThat(hint.reason().render(Lang.EN)).isEqualTo("the only legal move");
    }

    @Test
    @DisplayName("the review shows a play that left a scopa, with what it cost and the play hard prefers")
    void reviewsAScopaLeft() {
        ScopaView v = lastDeal("5S 1B 3C", "6C", "7B 9D 4S", "1C 2C");
        Decision played = new Decision(v, List.copyOf(legal(v)), ScopaMove.parse("1B"));

        Review review = COACH.review(List.of(played), 7);

        assertThat(review.nothingToSay()).isFalse();
        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.played()).isEqualTo(ScopaMove.parse("1B"));
        assertThat(mistake.preferred()).isEqualTo(ScopaMove.parse("5S"));
        assertThat(mistake.pointsLost()).isGreaterThanOrEqualTo(1.0);
        assertThat(mistake.reason().render(Lang.IT)).isEqualTo("lasci 11 sul tavolo: niente scopa");
    }

    @Test
    @DisplayName("the review has nothing to say when the play made was the one hard prefers")
    void nothingToSay() {
        ScopaView v = lastDeal("5S 1B 3C", "6C", "7B 9D 4S", "1C 2C");

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(legal(v)), ScopaMove.parse("5S"))), 7);

        assertThat(review.nothingToSay()).isTrue();
        assertThat(review.weighed()).isEqualTo(1);
    }

    @Test
    @DisplayName("Scopone: the same facts, four seats in two sides, the cards the others hold unseen")
    void scopone() {
        Options scopone = ScopaScenarios.options("variant", "scopone");
        List<ItalianCard> rest = new ArrayList<>(Decks.italian40());
        rest.removeAll(cards("7C 2S 10B 3B 4C 6S 9C 1D 5D 6D 8S 2B 3D 4B 1C 2C 3C"));
        ScopaView v = new ScopaView(0, cards("7C 2S 10B"), cards("3B 4C"), List.of(3, 3, 3, 3), 0, 3, 0, 1,
                List.of(cards("1C 2C 3C"), rest), List.of(0, 0), List.of(0, 0), 11, null);
        List<? extends Move> legal = new ScopaDeterminizer(GAME, scopone).sample(v, new SeededRandom(1)).legalMoves();

        Hint hint = AI.coach(scopone).hint(v, legal, AI.searchBudget(scopone).withMillis(0));

        assertThat(hint.move()).isEqualTo(ScopaMove.parse("7C:3B4C"));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo("scopa: con 7🍷 prendi tutto il tavolo");
    }

    @Test
    @DisplayName("whole hands reviewed: at most the two costliest decisions, the costliest first, each past the threshold, the same for the same seed; some hand of easy's has one")
    void reviewsWholeHands() {
        int withCosts = 0;
        for (long seed = 21; seed < 25; seed++) {
            List<Decision> hand = firstHandOfEasy(seed);

            Review review = COACH.review(hand, 5);

            assertThat(review.costliest()).hasSizeLessThanOrEqualTo(Coach.REVIEWED);
            assertThat(review.costliest()).isSortedAccordingTo((a, b) -> Double.compare(b.pointsLost(), a.pointsLost()));
            assertThat(review.costliest()).allMatch(m -> m.pointsLost() >= COACH.threshold() && !m.played().equals(m.preferred()));
            assertThat(COACH.review(hand, 5)).isEqualTo(review);
            withCosts += review.costliest().isEmpty() ? 0 : 1;
        }
        assertThat(withCosts).isPositive();
    }

    /** Seat 0's decisions in the first hand of a match of {@code easy} against {@code medium}. */
    private static List<Decision> firstHandOfEasy(long seed) {
        ScopaMatch match = (ScopaMatch) GAME.newMatch(GAME.defaultOptions(), 2, seed);
        Player easy = dev.mazziere.ai.Players.of(dev.mazziere.ai.Level.EASY, AI, GAME.defaultOptions(), seed);
        Player medium = new ScopaHeuristicPlayer(seed + 1);
        List<Decision> hand = new ArrayList<>();
        while (match.handNumber() == 1 && !match.isOver()) {
            int seat = match.toAct();
            Move move = (seat == 0 ? easy : medium).choose(match.view(seat), match.legalMoves());
            if (seat == 0) {
                hand.add(new Decision(match.view(0), List.copyOf(match.legalMoves()), move));
            }
            match.apply(seat, move);
        }
        return hand;
    }
}
