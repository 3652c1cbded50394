package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Tressette's coach: in scripted positions, the card hard plays and the fact it gives for it, in both languages. */
final class TressetteCoachTest {

    private static final TressetteGame GAME = new TressetteGame();
    private static final TressetteAi AI = new TressetteAi();
    private static final Options OPTIONS = GAME.defaultOptions();
    private static final Coach COACH = AI.coach(OPTIONS);

    static List<ItalianCard> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    /**
     * Seat 0 of {@code seats} to play, holding {@code hand}, no accusi: the cards on the
     * table ({@code trick}, led by the seat that makes seat 0 next), the cards still out
     * ({@code out}: the other hands, then with two players the stock), and every other card
     * of the deck taken, shared among the seats in turn.
     */
    static TressetteView position(int seats, String hand, String trick, String out) {
        List<ItalianCard> onTable = cards(trick);
        List<ItalianCard> rest = new ArrayList<>(Decks.italian40());
        for (String codes : List.of(hand, trick, out)) {
            rest.removeAll(cards(codes));
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
        List<List<ItalianCard>> taken = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            taken.add(new ArrayList<>());
        }
        for (int i = 0; i < rest.size(); i++) {
            taken.get(i / seats % seats).add(rest.get(i));
        }
        TrickView<ItalianCard> table = new TrickView<>(plays, leader, rest.size() / seats, null, sizes, taken);
        return new TressetteView(0, cards(hand), table, 0, seats - 1, 1, List.of(0, 0), 21, false, "win",
                cards(out).size() - others, List.of(), Collections.nCopies(seats, List.of()),
                Collections.nCopies(seats, List.of()));
    }

    static List<? extends Move> legal(TressetteView v) {
        List<ItalianCard> playable = TressetteRules.TRICK_RULES.playable(v.hand(),
                TressetteRules.TRICK_RULES.led(v.trick()));
        return playable.stream().map(TressetteMove::new).toList();
    }

    static Hint hint(TressetteView v) {
        return COACH.hint(List.of(), v, legal(v), AI.searchBudget(OPTIONS).withMillis(0), 1);
    }

    private static void assertHint(TressetteView v, String card, String italian, String english) {
        Hint hint = hint(v);

        assertThat(hint.move()).isEqualTo(TressetteMove.parse(card));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("two players, no stock: the Asso of coppe led, the 3 takes it")
    void take() {
        assertHint(position(2, "3C 4C 5S", "1C", "2S 6B"), "3C",
                "con 3🍷 prendi A🍷",
                "you take A🍷 with 3🍷");
    }

    @Test
    @DisplayName("four players, a 4 of coppe led: the 3 takes it for sure, the Re could be taken by the 2")
    void sure() {
        assertHint(position(4, "3C 10C 5S", "4C", "2C 6S 7S 2B 6B 7B 4B 5C"), "3C",
                "con 3🍷 la presa è tua di sicuro: nessuna carta ancora fuori la supera",
                "with 3🍷 the trick is surely yours: no card still out beats it");
    }

    @Test
    @DisplayName("four players, last to play on the partner's 3 of coppe, no coppe: the Asso goes on it")
    void partner() {
        assertHint(position(4, "1S 4S 5B", "4C 3C 5C", "2S 6B 7B 2B 6C 7C"), "1S",
                "la presa è del compagno: gli dai A🗡️",
                "your partner takes the trick: you give them A🗡️");
    }

    @Test
    @DisplayName("two players, no stock: the 3 of coppe led, the 4 goes under it and the Asso is kept for a later trick")
    void low() {
        assertHint(position(2, "1C 4C 3S", "3C", "2S 6S"), "4C",
                "questa presa non la prendi: ci lasci 4🍷, che vale meno di A🍷",
                "you don't take this trick: you give 4🍷, worth less than A🍷");
    }

    @Test
    @DisplayName("two players, no stock, last on a 5 of coppe with the 3 and the 6: the 6 is enough")
    void enough() {
        assertHint(position(2, "3C 6C 5S", "5C", "2C 6B"), "6C",
                "6🍷 basta per prendere: tieni 3🍷",
                "6🍷 is enough to take the trick: you keep 3🍷");
    }

    @Test
    @DisplayName("leading the Asso of spade, the 3 and the 2 of spade already played")
    void master() {
        assertHint(position(2, "1S 5C 6B", "", "2C 3C 7B"), "1S",
                "A🗡️ è la carta più forte rimasta del suo seme: la presa è tua",
                "A🗡️ is the strongest card of its suit still in play: the trick is yours");
    }

    @Test
    @DisplayName("the review shows the Asso of coppe thrown under the 3, where the 4 kept it, and why")
    void reviewsAThrownAsso() {
        TressetteView v = position(2, "1C 4C 3S", "3C", "2S 6S");

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(legal(v)), TressetteMove.parse("1C"))), 3);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isEqualTo(TressetteMove.parse("4C"));
        assertThat(mistake.pointsLost()).isGreaterThanOrEqualTo(1.0);
        assertThat(mistake.reason().render(Lang.EN)).isEqualTo("you don't take this trick: you give 4🍷, worth less than A🍷");
    }

    @Test
    @DisplayName("a review of four players' search is the same for the same seed")
    void reviewIsRepeatable() {
        TressetteView v = position(4, "3C 10C 5S", "4C", "2C 6S 7S 2B 6B 7B 4B 5C");
        List<Decision> hand = List.of(new Decision(v, List.copyOf(legal(v)), TressetteMove.parse("10C")));

        assertThat(COACH.review(hand, 11)).isEqualTo(COACH.review(hand, 11));
    }
}
