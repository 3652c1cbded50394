package dev.mazziere.games.ramino;

import static dev.mazziere.games.ramino.RaminoScenarios.GAME;
import static dev.mazziere.games.ramino.RaminoScenarios.play;
import static dev.mazziere.games.ramino.RaminoScenarios.twoPlayers;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.Review;
import dev.mazziere.game.Move;
import dev.mazziere.text.Lang;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Ramino's coach: in scripted positions, the draw, meld or discard hard makes and the fact it gives for it, in both languages. */
final class RaminoCoachTest {

    private static final RaminoAi AI = new RaminoAi();
    private static final Coach COACH = AI.coach(GAME.defaultOptions());

    /**
     * Two players, seat 1 dealt, seat 0 to draw: the hands, the pozzo's one card, and the
     * rest of the 54 in the tallone, {@code top} on top (drawn first, last in the string).
     */
    static RaminoMatch deal(String hand0, String hand1, String pile, String top) {
        return deal(Map.of(), hand0, hand1, pile, top);
    }

    static RaminoMatch deal(Map<String, String> options, String hand0, String hand1, String pile, String top) {
        List<dev.mazziere.cards.FrenchCard> rest = new java.util.ArrayList<>(dev.mazziere.cards.Decks.french54());
        for (String codes : List.of(hand0, hand1, pile, top)) {
            for (dev.mazziere.cards.FrenchCard c : RaminoScenarios.cards(codes)) {
                rest.remove(c);
            }
        }
        String stock = String.join(" ", rest.stream().map(dev.mazziere.cards.FrenchCard::code).toList()) + " " + top;
        return twoPlayers(options, hand0, hand1, pile, stock.trim());
    }

    /** Seat 0's decisions so far, which the coach is told of before a hint. */
    private final List<Decision> earlier = new java.util.ArrayList<>();

    /** Seat 0 makes these moves, each recorded as a decision. */
    void seat0(RaminoMatch m, String... codes) {
        for (String code : codes) {
            Move move = GAME.parseMove(code);
            earlier.add(new Decision(m.view(0), List.copyOf(m.legalMoves()), move));
            play(m, 0, code);
        }
    }

    Hint hint(RaminoMatch m) {
        return COACH.hint(earlier, m.view(m.toAct()), m.legalMoves(), AI.searchBudget(GAME.defaultOptions()).withMillis(0), 1);
    }


    private void assertHint(RaminoMatch m, String move, String italian, String english) {
        Hint hint = hint(m);

        assertThat(hint.move()).isEqualTo(GAME.parseMove(move));
        assertThat(hint.reason().render(Lang.IT)).isEqualTo(italian);
        assertThat(hint.reason().render(Lang.EN)).isEqualTo(english);
    }

    @Test
    @DisplayName("the 7 of hearts on the pozzo with the 5 and 6 in hand: taken")
    void drawFromThePile() {
        assertHint(deal("5H 6H 9C 9D KS QC 2D", "AC AD 3H 4H 8S 10C JS", "7H", ""), "d:p",
                "prendi 7♥ dal pozzo: fa una combinazione con le tue carte",
                "you take 7♥ from the pozzo: it makes a meld with your cards");
    }

    @Test
    @DisplayName("a 3 of spades on the pozzo that goes with nothing: the tallone")
    void drawFromTheStock() {
        assertHint(deal("5H 6H 9C 9D KS QC 2D", "AC AD 3H 4H 8S 10C JS", "3S", ""), "d:s",
                "peschi dal tallone: 3♠ del pozzo non fa combinazione con le tue carte né con quelle sul tavolo",
                "you draw from the tallone: the 3♠ on the pozzo makes no meld with your cards or the table's");
    }

    @Test
    @DisplayName("the 8 of hearts on the pozzo, the seat's 5-6-7 of hearts on the table: taken")
    void drawForTheTable() {
        RaminoMatch m = deal("5H 6H 7H 2C 4D 9C KD", "9S 10S JK 3C 8H AC 6S", "3S", "JD 2S QC");
        seat0(m, "d:s", "m:5H6H7H", "q:QC");
        play(m, 1, "d:s", "m:9S10S*JS", "q:8H");

        assertHint(m, "d:p", "prendi 8♥ dal pozzo: si attacca a una combinazione sul tavolo",
                "you take 8♥ from the pozzo: it fits a meld on the table");
    }

    @Test
    @DisplayName("nothing laid down yet, a run with the joker in hand: held back, a discard instead (match of seed 2)")
    void holdBack() {
        RaminoMatch m = (RaminoMatch) GAME.newMatch(GAME.defaultOptions(), 2, 2);
        Player[] medium = {new RaminoHeuristicPlayer(2), new RaminoHeuristicPlayer(~2L)};
        for (int choices = 0; ; ) {
            int seat = m.toAct();
            List<? extends Move> legal = m.legalMoves();
            if (seat == 0 && legal.size() > 1 && choices++ == 1) {
                break;
            }
            Move move = medium[seat].choose(m.view(seat), legal);
            if (seat == 0) {
                earlier.add(new Decision(m.view(0), List.copyOf(legal), move));
            }
            m.apply(seat, move);
        }
        assertThat(m.legalMoves()).contains(GAME.parseMove("m:3H5H*4H"));

        assertHint(m, "q:KH", "tieni le combinazioni in mano: chiudere in mano raddoppia quello che pagano gli altri",
                "keep your melds in hand: closing in hand doubles what the others pay");
    }

    @Test
    @DisplayName("a run of hearts in hand: laid down, with the points it takes out of the hand")
    void meld() {
        RaminoMatch m = deal("5H 6H 7H 9C 9D KS QC", "AC AD 3H 4H 8S 10C JS", "3S", "JD");
        seat0(m, "d:s");

        assertHint(m, "m:5H6H7H", "cali 5♥ 6♥ 7♥: ti togli 18 punti dalla mano",
                "you lay down 5♥ 6♥ 7♥: 18 penalty points out of your hand");
    }

    @Test
    @DisplayName("the 8 of hearts drawn, the seat's 5-6-7 of hearts on the table: added to it")
    void extend() {
        RaminoMatch m = deal("5H 6H 7H 2C 4D 9C KD", "9S 10S JK 3C 8D AC 6S", "3S", "8H 2S QC");
        seat0(m, "d:s", "m:5H6H7H", "q:QC");
        play(m, 1, "d:s", "m:9S10S*JS", "q:3C");
        seat0(m, "d:s");

        assertHint(m, "x:0:8H", "attacchi 8♥ al tavolo: 8 punti in meno in mano",
                "you add 8♥ to the table: 8 points fewer in your hand");
    }

    @Test
    @DisplayName("melds of one's own only, the next player's 9-10-joker of spades on the table: the Q of spades is kept from it")
    void discardSafe() {
        RaminoMatch m = deal(Map.of("extendOthers", "false"), "5H 6H 7H 2C 3D AC 5D", "9S 10S JK 3C 8D 10C 6S", "3S",
                "QS 2S QC");
        seat0(m, "d:s", "m:5H6H7H", "q:QC");
        play(m, 1, "d:s", "m:9S10S*JS", "q:3C");
        seat0(m, "d:s");

        assertHint(m, "q:AC", "scarti A♣: non si attacca a nessuna combinazione sul tavolo",
                "you discard A♣: it fits no meld on the table");
    }

    @Test
    @DisplayName("the J of diamonds beside the K: kept, the lone 9 of clubs goes")
    void discardKeep() {
        RaminoMatch m = deal("5H 6H 7H 9C KD KS QC", "AC AD 3H 4H 8S 10C JS", "3S", "JD");
        seat0(m, "d:s", "m:5H6H7H");

        assertHint(m, "q:9C", "tieni J♦: con K♦ ti manca una carta per una combinazione",
                "keep J♦: with K♦ it is one card from a meld");
    }

    @Test
    @DisplayName("nothing to build on: the J of diamonds, worth 10 in hand, goes")
    void discardHigh() {
        RaminoMatch m = deal("5H 6H 7H 9C 2D KS QC", "AC AD 3H 4H 8S 10C JS", "3S", "JD");
        seat0(m, "d:s", "m:5H6H7H");

        assertHint(m, "q:JD", "scarti J♦: se ti resta in mano vale 10 punti",
                "you discard J♦: it costs 10 points if left in your hand");
    }

    @Test
    @DisplayName("the review weighs a draw from the tallone that left the 7 of hearts on the pozzo")
    void reviewsADraw() {
        RaminoMatch m = deal("5H 6H 9C 9D KS QC 2D", "AC AD 3H 4H 8S 10C JS", "7H", "");
        Decision draw = new Decision(m.view(0), List.copyOf(m.legalMoves()), GAME.parseMove("d:s"));

        Review review = COACH.review(List.of(draw), 9);

        Mistake mistake = review.costliest().get(0);
        assertThat(mistake.preferred()).isEqualTo(GAME.parseMove("d:p"));
        assertThat(mistake.pointsLost()).isGreaterThan(5.0);
        assertThat(mistake.reason().render(Lang.IT)).isEqualTo("prendi 7♥ dal pozzo: fa una combinazione con le tue carte");
    }
}
