package dev.mazziere.games.traversone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Traversone's coach: in scripted positions, the card hard plays and the fact it gives for it, in both languages. */
final class TraversoneCoachTest {

    private static final TraversoneGame GAME = new TraversoneGame();
    private static final TraversoneAi AI = new TraversoneAi();
    private static final Coach COACH = AI.coach(GAME.defaultOptions());

    static List<ItalianCard> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    /**
     * Seat 0 of three to play, three cards in hand: the cards already on the table (led by
     * the seat that makes seat 0 next), the cards the other two still hold (unseen), and
     * everything else taken by seats 1 and 2 in turn (so that neither is close to a cappotto).
     */
    static TraversoneView position(String hand, String trick, String theirs) {
        List<ItalianCard> onTable = cards(trick);
        List<ItalianCard> rest = new ArrayList<>(TraversoneRules.deck(3));
        for (String codes : List.of(hand, trick, theirs)) {
            rest.removeAll(cards(codes));
        }
        int leader = (3 - onTable.size()) % 3;
        List<TrickEvents.Play<ItalianCard>> plays = new ArrayList<>();
        for (int i = 0; i < onTable.size(); i++) {
            plays.add(new TrickEvents.Play<>((leader + i) % 3, onTable.get(i)));
        }
        int size = cards(hand).size();
        List<Integer> sizes = new ArrayList<>(List.of(size, size, size));
        for (TrickEvents.Play<ItalianCard> p : plays) {
            sizes.set(p.seat(), size - 1);
        }
        List<ItalianCard> one = new ArrayList<>();
        List<ItalianCard> two = new ArrayList<>();
        for (int i = 0; i < rest.size(); i++) {
            (i % 2 == 0 ? one : two).add(rest.get(i));
        }
        TrickView<ItalianCard> table = new TrickView<>(plays, leader, 13 - size, null, sizes, List.of(List.of(), one, two));
        return new TraversoneView(0, cards(hand), table, 0, 2, 1, List.of(0, 0, 0), 31, false, true, "win");
    }

    static List<? extends Move> legal(TraversoneView v) {
        return new TraversoneDeterminizer(GAME, GAME.defaultOptions()).sample(v, new SeededRandom(1)).legalMoves();
    }

    static Hint hint(TraversoneView v) {
        return COACH.hint(List.of(), v, legal(v), AI.searchBudget(GAME.defaultOptions()).withMillis(0), 1);
    }

    private static void assertHint(TraversoneView v, String card, String italian, String english) {
        Hint hint = hint(v);

        assertThat(hint.move()).isEqualTo(TraversoneMove.parse(card));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("no spade to follow a trick another seat takes, and low coppe still out: the asso goes on it")
    void dump() {
        assertHint(position("1C 6B 7B", "5S 7S", "6C 5C 2S 3B"), "1C",
                "non hai 🗡️: scarichi A🍷 sulla presa di un altro", "you have no 🗡️: you dump A🍷 on someone else's trick");
    }

    @Test
    @DisplayName("a Re winning the trick, a 3 and a 7 of its suit in hand: the 7 stays under it")
    void duck() {
        assertHint(position("3D 7D 5B", "6D 10D", "2B 4S 5S 6S"), "7D",
                "stai sotto R🪙: la presa non è tua", "you stay under R🪙: the trick is not yours");
    }

    @Test
    @DisplayName("last to play with a 2 and a 3 over the trick: the 3 goes, before it takes a later trick")
    void getRid() {
        assertHint(position("2S 3S 6B", "4S 5S", "7B 1D 5D 6D"), "3S",
                "la presa è comunque tua: ti liberi di 3🗡️, che prenderebbe più avanti",
                "the trick is yours anyway: you get rid of 3🗡️, which would take a trick later");
    }

    @Test
    @DisplayName("last to play, the trick taken either way: the 7 worth nothing rather than the asso")
    void noPoints() {
        assertHint(position("7C 1C", "5C 6C", "2C 3C"), "7C",
                "la presa è comunque tua: 7🍷 non vale punti, A🍷 sì", "the trick is yours anyway: 7🍷 is worth no points, A🍷 is");
    }

    @Test
    @DisplayName("leading the asso while the 2 and the 3 of its suit are still out")
    void higherOut() {
        assertHint(position("1D 3S", "", "2D 3D 5B 6B"), "1D",
                "esci con A🪙: restano fuori 2 carte più forti di quel seme",
                "you lead A🪙: 2 stronger cards of that suit are still out");
    }

    @Test
    @DisplayName("no spade, two cards worth nothing: the 7, which would take a coppe trick later, goes")
    void dumpStrong() {
        assertHint(position("7C 4C 6B", "5S 7S", "5C 6C 5B 1B"), "7C",
                "non hai 🗡️: ti liberi di 7🍷, che prenderebbe più avanti",
                "you have no 🗡️: you get rid of 7🍷, which would take a trick later");
    }

    @Test
    @DisplayName("last to play under the asso of spades: the Re goes under it rather than the 5")
    void duckHigh() {
        assertHint(position("10S 5S 6B", "1S 4S", "7B 6S 5D 6D"), "10S",
                "stai sotto A🗡️ con la carta più alta che puoi: ti liberi di R🗡️",
                "you stay under A🗡️ with the highest card you can: you get rid of R🗡️");
    }

    @Test
    @DisplayName("the review shows a 6 thrown where the asso could go on another seat's trick")
    void reviewsAKeptAsso() {
        TraversoneView v = position("1C 6B 7B", "5S 7S", "6C 5C 2S 3B");

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(legal(v)), TraversoneMove.parse("6B"))), 3);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isEqualTo(TraversoneMove.parse("1C"));
        assertThat(mistake.pointsLost()).isGreaterThanOrEqualTo(0.3);
        assertThat(mistake.reason().render(Lang.EN)).isEqualTo("you have no 🗡️: you dump A🍷 on someone else's trick");
    }

    @Test
    @DisplayName("a review is the same for the same seed")
    void reviewIsRepeatable() {
        TraversoneView v = position("1C 6B 7B", "5S 7S", "6C 5C 2S 3B");
        List<Decision> hand = List.of(new Decision(v, List.copyOf(legal(v)), TraversoneMove.parse("6B")));

        assertThat(COACH.review(hand, 11)).isEqualTo(COACH.review(hand, 11));
    }
}
