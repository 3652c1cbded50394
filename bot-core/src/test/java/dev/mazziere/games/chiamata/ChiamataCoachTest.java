package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.DEAL;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static dev.mazziere.games.chiamata.ChiamataScenarios.options;
import static dev.mazziere.games.chiamata.ChiamataScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Review;
import dev.mazziere.game.Options;
import dev.mazziere.text.Lang;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Briscola chiamata's coach: in scripted hands, the bid, call or card hard makes and the fact it gives for it. */
final class ChiamataCoachTest {

    private static final ChiamataAi AI = new ChiamataAi();
    private static final Options OPTIONS = options();
    private static final Coach COACH = AI.coach(OPTIONS);

    /** Seat 4 deals {@code deal}; seat 0 speaks first. */
    private static ChiamataMatch dealt(String... deal) {
        return arranged(OPTIONS, deal, List.of(0, 0, 0, 0, 0), 0);
    }

    private static Hint hint(ChiamataMatch match) {
        return COACH.hint(List.of(), match.view(match.toAct()), match.legalMoves(),
                AI.searchBudget(OPTIONS).withMillis(0), 1);
    }

    private static void assertHint(ChiamataMatch match, String move, String italian, String english) {
        Hint hint = hint(match);

        assertThat(hint.move()).isEqualTo(ChiamataMove.parse(move));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("four denari from the Asso and the Assi and 3s of coppe and spade: Fante, calling in denari")
    void bid() {
        assertHint(dealt(DEAL), "b:8",
                "dichiari Fante: chiamando F🪙, di quel seme hai già A🪙 3🪙 R🪙 C🪙",
                "you bid Fante: calling F🪙, you already hold A🪙 3🪙 R🪙 C🪙 of its suit");
    }

    @Test
    @DisplayName("eight lisci, two of a suit at most: a pass")
    void pass() {
        ChiamataMatch match = dealt("1D 3D 10D 9D 1C 3C 1S 3S", "2C 4S 5B 6D 7C 2S 4B 5C", "2D 4D 5D 7D 8D 4C 6C 8C",
                "9C 10C 5S 6S 7S 8S 9S 10S", "1B 2B 3B 6B 7B 8B 9B 10B");
        bids(match, "pass");
        assertHint(match, "b:pass",
                "passi: hai in mano 0 punti di carte e al massimo 3 carte dello stesso seme",
                "you pass: your hand holds 0 card points and at most 3 cards of one suit");
    }

    @Test
    @DisplayName("the caller of the Fante, four denari from the Asso in hand: the Fante of denari")
    void calls() {
        ChiamataMatch match = dealt(DEAL);
        bids(match, "8 pass pass pass pass");
        assertHint(match, "c:8D",
                "chiami F🪙: di quel seme hai già A🪙 3🪙 R🪙 C🪙, che diventano briscole",
                "you call F🪙: you already hold A🪙 3🪙 R🪙 C🪙 of its suit, which become briscole");
    }

    @Test
    @DisplayName("the caller of the Sette holding the 7 of denari and every high denaro: it calls its own card")
    void alone() {
        ChiamataMatch match = dealt("1D 3D 10D 9D 8D 7D 1C 1S", "2C 4C 5C 6C 7C 2S 4S 8C",
                "10C 10S 3C 3S 6D 5D 4D 2D", "5S 6S 7S 2B 4B 5B 8S 9S", "6B 7B 9C 8B 9B 10B 1B 3B");
        bids(match, "7 pass pass pass pass");
        assertHint(match, "c:7D",
                "chiami 7🪙, che hai in mano: giochi da solo contro quattro",
                "you call 7🪙, which you hold: you play alone against four");
    }

    @Test
    @DisplayName("the caller alone, first to play, six denari in hand: the Fante leads, the Asso of spade kept from the four briscole out")
    void aloneLeads() {
        ChiamataMatch match = dealt("1D 3D 10D 9D 8D 7D 1C 1S", "2C 4C 5C 6C 7C 2S 4S 8C",
                "10C 10S 3C 3S 6D 5D 4D 2D", "5S 6S 7S 2B 4B 5B 8S 9S", "6B 7B 9C 8B 9B 10B 1B 3B");
        bids(match, "7 pass pass pass pass");
        call(match, "7D");
        assertHint(match, "p:8D", "tieni A🗡️: restano fuori 4 briscole che lo prenderebbero",
                "you keep A🗡️: 4 briscole that would take it are still out");
    }

    @Test
    @DisplayName("the caller's Asso of briscola led, no briscola in hand: a liscio under it, not the Fante")
    void liscio() {
        ChiamataMatch match = dealt(DEAL);
        bids(match, "8 pass pass pass pass");
        call(match, "8D");
        play(match, "1D");
        assertHint(match, "p:2C",
                "questa presa non la prendi: ci lasci 2🍷, che vale meno di F🍷",
                "you don't take this trick: you give 2🍷, worth less than F🍷");
    }

    @Test
    @DisplayName("the partner, who knows it, on the caller's Asso of briscola: a Re on it")
    void partner() {
        ChiamataMatch match = dealt(DEAL);
        bids(match, "8 pass pass pass pass");
        call(match, "8D");
        play(match, "1D 2C");
        assertHint(match, "p:10S",
                "la presa è del compagno: ci metti R🗡️, 4 punti",
                "your partner takes the trick: you give it R🗡️, 4 points");
    }

    @Test
    @DisplayName("the review shows a pass with four denari from the Asso, against the Fante bid, and why")
    void reviewsAPass() {
        ChiamataMatch match = dealt(DEAL);
        ChiamataView v = match.view(0);

        Review review = COACH.review(List.of(new Decision(v, List.copyOf(match.legalMoves()), ChiamataMove.pass())), 5);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isInstanceOf(ChiamataMove.Bid.class);
        assertThat(mistake.pointsLost()).isGreaterThanOrEqualTo(ChiamataAi.REVIEW_THRESHOLD);
        assertThat(mistake.reason().render(Lang.EN)).startsWith("you bid ");
    }

    @Test
    @DisplayName("a review of a card is the same for the same seed")
    void reviewIsRepeatable() {
        ChiamataMatch match = dealt(DEAL);
        bids(match, "8 pass pass pass pass");
        call(match, "8D");
        play(match, "1D");
        ChiamataView v = match.view(1);
        List<Decision> hand = List.of(new Decision(v, List.copyOf(match.legalMoves()), ChiamataMove.parse("p:8C")));

        assertThat(COACH.review(hand, 5)).isEqualTo(COACH.review(hand, 5));
    }
}
