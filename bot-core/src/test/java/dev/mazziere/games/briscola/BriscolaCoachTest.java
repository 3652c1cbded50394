package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.GAME;
import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.cards;
import static dev.mazziere.games.briscola.BriscolaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Briscola's coach: in scripted positions, the card hard plays and the fact it gives for it, in both languages. */
final class BriscolaCoachTest {

    private static final BriscolaAi AI = new BriscolaAi();
    private static final Options OPTIONS = options();
    private static final Coach COACH = AI.coach(OPTIONS);

    /**
     * Seat 0 of {@code seats} to play, holding {@code hand}, briscola {@code trump}: the
     * cards on the table ({@code trick}, led by the seat that makes seat 0 next), the cards
     * still out ({@code out}: the other hands, then the stock with {@code faceUp} under it
     * when there is one), and every other card of the deck taken, shared among the seats in turn.
     */
    static BriscolaView position(int seats, String hand, String trick, String trump, String out, String faceUp) {
        List<ItalianCard> onTable = cards(trick);
        List<ItalianCard> rest = new ArrayList<>(BriscolaRules.deck(seats));
        for (String codes : List.of(hand, trick, out.equals("*") ? "" : out)) {
            rest.removeAll(cards(codes));
        }
        if (out.equals("*")) {
            out = "";
            for (ItalianCard c : rest) {
                out += " " + c.code();
            }
            rest.clear();
        }
        int leader = (seats - onTable.size()) % seats;
        List<TrickEvents.Play<ItalianCard>> plays = new ArrayList<>();
        for (int i = 0; i < onTable.size(); i++) {
            plays.add(new TrickEvents.Play<>((leader + i) % seats, onTable.get(i)));
        }
        int size = cards(hand).size();
        List<Integer> sizes = new ArrayList<>();
        int others = 0;
        for (int s = 0; s < seats; s++) {
            final int seat = s;
            int played = plays.stream().anyMatch(p -> p.seat() == seat) ? 1 : 0;
            sizes.add(size - played);
            others += s == 0 ? 0 : size - played;
        }
        int stock = cards(out).size() - others;
        List<List<ItalianCard>> taken = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            taken.add(new ArrayList<>());
        }
        for (int i = 0; i < rest.size(); i++) {
            taken.get(i / seats % seats).add(rest.get(i));
        }
        TrickView<ItalianCard> table = new TrickView<>(plays, leader, rest.size() / seats, null, sizes, taken);
        return new BriscolaView(0, cards(hand), table, ItalianSuit.valueOf(trump), faceUp == null ? null : card(faceUp),
                stock, null, 0, seats - 1, 1, java.util.Collections.nCopies(BriscolaRules.sides(seats), 0), 2);
    }

    static List<? extends Move> legal(BriscolaView v) {
        return v.hand().stream().map(BriscolaMove::play).toList();
    }

    static Hint hint(BriscolaView v) {
        return COACH.hint(List.of(), v, legal(v), AI.searchBudget(OPTIONS).withMillis(0), 1);
    }

    private static void assertHint(BriscolaView v, String move, String italian, String english) {
        Hint hint = hint(v);

        assertThat(hint.move()).isEqualTo(BriscolaMove.parse(move));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("an Asso of coppe over the 3 led, last to play: the carico taken")
    void take() {
        assertHint(position(2, "1C 4S 5B", "3C", "DENARI", "2S 6B", null), "1C",
                "con A🍷 prendi 3🍷",
                "you take 3🍷 with A🍷");
    }

    @Test
    @DisplayName("four players, the Asso rather than the Re on a 4, the 3 still out and every briscola played: the trick for sure")
    void sure() {
        assertHint(position(4, "1C 10C 5S", "4C", "DENARI", "3C 6S 7S 2B 6B 7B 4B 5C", null), "1C",
                "con A🍷 la presa è tua di sicuro: nessuna carta ancora fuori la supera",
                "with A🍷 the trick is surely yours: no card still out beats it");
    }

    @Test
    @DisplayName("the partner's Asso of briscola takes the trick: the 3 of spade goes on it")
    void partner() {
        assertHint(position(4, "3S 4S 5B", "4C 1D 5C", "DENARI", "2S 6B 7B 2B 6C 7C", null), "3S",
                "la presa è del compagno: ci metti 3🗡️, 10 punti",
                "your partner takes the trick: you give it 3🗡️, 10 points");
    }

    @Test
    @DisplayName("the Asso of briscola led, last to play: a liscio, not the Re")
    void liscio() {
        assertHint(position(2, "10S 4B 5B", "1D", "DENARI", "2S 6B", null), "4B",
                "questa presa non la prendi: ci lasci 4🪵, che vale meno di R🗡️",
                "you don't take this trick: you give 4🪵, worth less than R🗡️");
    }

    @Test
    @DisplayName("a Re of coppe led early: the Asso of coppe takes it, the 2 of briscola kept")
    void noTrump() {
        assertHint(position(2, "1C 2D 4B", "10C", "DENARI", "*", "6D"), "1C",
                "prendi con A🍷 senza spendere una briscola",
                "you take it with A🍷 without spending a briscola");
    }

    @Test
    @DisplayName("a 3 of coppe led early, the 2 and the 7 of briscola in hand: the 2 takes it")
    void cheapTrump() {
        assertHint(position(2, "2D 7D 5B", "3C", "DENARI", "*", "6D"), "2D",
                "basta la briscola 2🪙: tieni 7🪙",
                "the briscola 2🪙 is enough: you keep 7🪙");
    }

    @Test
    @DisplayName("the endgame, every other briscola played: the Asso of spade leads safely")
    void safeCarico() {
        assertHint(position(2, "1S 4B 5C", "", "DENARI", "2S 6B 7C", null), "1S",
                "giochi A🗡️: le altre briscole sono già uscite e nessuna carta può prenderlo",
                "you play A🗡️: the other briscole are out and no card can take it");
    }

    @Test
    @DisplayName("early in the hand, every briscola still out: a liscio leads, the Asso of spade kept")
    void keepCarico() {
        assertHint(position(2, "1S 4B 5C", "", "DENARI", "*", "6D"), "5C",
                "tieni A🗡️: restano fuori 10 briscole che lo prenderebbero",
                "you keep A🗡️: 10 briscole that would take it are still out");
    }

    @Test
    @DisplayName("four players, no briscola left but the Asso of spade out: a liscio leads, the 3 kept")
    void keepCaricoHigher() {
        assertHint(position(4, "3S 4B 5C", "", "DENARI", "1S 6B 7C 2S 4S 5S 1B 2B 3B", null), "4B",
                "tieni 3🗡️: A🗡️ è ancora fuori e lo prenderebbe",
                "you keep 3🗡️: A🗡️ is still out and would take it");
    }

    @Test
    @DisplayName("the review shows a 4 thrown where the Asso of coppe took the 3 led, and why")
    void reviewsALostCarico() {
        BriscolaView v = position(2, "1C 4S 5B", "3C", "DENARI", "2S 6B", null);

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(legal(v)), BriscolaMove.parse("4S"))), 3);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isEqualTo(BriscolaMove.parse("1C"));
        assertThat(mistake.pointsLost()).isGreaterThanOrEqualTo(BriscolaAi.REVIEW_THRESHOLD);
        assertThat(mistake.reason().render(Lang.EN)).isEqualTo("you take 3🍷 with A🍷");
    }

    @Test
    @DisplayName("a review is the same for the same seed")
    void reviewIsRepeatable() {
        BriscolaView v = position(2, "1S 4B 5C", "", "DENARI", "*", "6D");
        List<Decision> hand = List.of(new Decision(v, List.copyOf(legal(v)), BriscolaMove.parse("1S")));

        assertThat(COACH.review(hand, 11)).isEqualTo(COACH.review(hand, 11));
    }
}
