package dev.mazziere.games.ramino;

import static dev.mazziere.games.ramino.RaminoScenarios.GAME;
import static dev.mazziere.games.ramino.RaminoScenarios.cards;
import static dev.mazziere.games.ramino.RaminoScenarios.match;
import static dev.mazziere.games.ramino.RaminoScenarios.play;
import static dev.mazziere.games.ramino.RaminoScenarios.refused;
import static dev.mazziere.games.ramino.RaminoScenarios.twoPlayers;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Ramino hands, scripted")
final class RaminoMatchTest {

    private static ScoreEvent lastScore(RaminoMatch m) {
        List<MatchEvent> events = m.events();
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof ScoreEvent s) {
                return s;
            }
        }
        return null;
    }

    private static RaminoEvents.HandScore hand(ScoreEvent s) {
        return (RaminoEvents.HandScore) s.hand();
    }

    private static final String LOSER = "AS 7D 10C JC QS KD JK"; // pays 1+7+10+10+10+10+20 = 68

    @Test
    @DisplayName("The card just taken from the pile may not be discarded that turn")
    void pileCardNotDiscardable() {
        // given
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 2C 5D KS QD 3S", LOSER, "9H", "4C 4D");
        // when
        play(m, 0, "d:p");
        // then
        assertThat(refused(m, 0, "q:9H")).isEqualTo(Rejection.of("ramino.pileCardNotDiscardable", "9H"));
        assertThat(m.legalMoves()).doesNotContain(GAME.parseMove("q:9H")).contains(GAME.parseMove("m:7H8H9H"));
        play(m, 0, "q:KS");
        assertThat(m.toAct()).isEqualTo(1);
    }

    @Test
    @DisplayName("Drawing is first: no meld or discard before it, and only one draw a turn")
    void drawFirst() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 9H 5D KS QD 3S", LOSER, "9C", "4C 4D");
        assertThat(refused(m, 0, "m:7H8H9H").code()).isEqualTo("ramino.drawFirst");
        play(m, 0, "d:s");
        assertThat(refused(m, 0, "d:s").code()).isEqualTo("ramino.alreadyDrew");
    }

    @Test
    @DisplayName("Closing by discarding the last card: the others pay their cards")
    void closeWithDiscard() {
        // given: seat 0 has laid down before
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 9H 5C 5D 5S 5H", LOSER, "2D", "KS");
        m.arrangeMelds(List.of(new TableMeld(0, 0, TableMeld.Kind.SET, cards("QC QD QH"), null)), Set.of(0));
        // when
        play(m, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        // then
        ScoreEvent s = lastScore(m);
        assertThat(hand(s).penalties()).containsExactly(0, 68);
        assertThat(hand(s).close()).isEqualTo("normal");
        assertThat(m.totals()).containsExactly(0, 68);
        assertThat(m.isOver()).isFalse();
        assertThat(Json.line(m.events().get(m.events().size() - 3))).isEqualTo("{\"type\":\"close\",\"seat\":0,\"inHand\":false}");
    }

    @Test
    @DisplayName("Closing in hand, without having laid down before, doubles what the others pay")
    void closeInHandDoubles() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 9H 5C 5D 5S 5H", LOSER, "2D", "KS");
        play(m, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        ScoreEvent s = lastScore(m);
        assertThat(hand(s).penalties()).containsExactly(0, 136);
        assertThat(hand(s).close()).isEqualTo("inHand");
        assertThat(hand(s).eliminated()).containsExactly(1);
        assertThat(m.isOver()).isTrue();
        assertThat(m.result().winners()).containsExactly(0);
    }

    @Test
    @DisplayName("The last card may be melded only under closeWithoutDiscard")
    void closeWithoutDiscard() {
        RaminoMatch strict = twoPlayers(Map.of(), "7H 8H 9H 5C 5D 5S 10H", LOSER, "2D", "JH");
        play(strict, 0, "d:s", "m:7H8H9H10HJH");
        assertThat(refused(strict, 0, "m:5C5D5S")).isEqualTo(Rejection.of("ramino.mustKeepDiscard"));

        RaminoMatch m = twoPlayers(Map.of("closeWithoutDiscard", "true"), "7H 8H 9H 5C 5D 5S 10H", LOSER, "2D", "JH");
        play(m, 0, "d:s", "m:7H8H9H10HJH", "m:5C5D5S");
        assertThat(hand(lastScore(m)).penalties()).containsExactly(0, 136);
    }

    @Test
    @DisplayName("A joker on the table is taken by putting the exact card it stands for in its place")
    void jokerSwap() {
        RaminoMatch m = twoPlayers(Map.of(), "8H 9H 2C 5D KS QD 3S", LOSER, "4S", "4C 4D");
        m.arrangeMelds(List.of(new TableMeld(0, 1, TableMeld.Kind.RUN, cards("7H JK 9H"), FrenchCard.parse("8H"))),
                Set.of(1));
        play(m, 0, "d:s");
        assertThat(refused(m, 0, "j:0:9H")).isEqualTo(Rejection.of("ramino.wrongCardForJoker", "9H", "8H"));
        play(m, 0, "j:0:8H");
        assertThat(m.view(0).hand()).contains(FrenchCard.JOKER).doesNotContain(FrenchCard.parse("8H"));
        assertThat(m.view(0).melds().get(0).cards()).isEqualTo(cards("7H 8H 9H"));
        assertThat(m.view(0).melds().get(0).joker()).isNull();
    }

    @Test
    @DisplayName("With extendOthers off, cards go only on one's own melds")
    void extendOwnOnly() {
        RaminoMatch m = twoPlayers(Map.of("extendOthers", "false"), "10H 9C 2C 5D KS QD 3S", LOSER, "4S", "4C");
        m.arrangeMelds(List.of(new TableMeld(0, 1, TableMeld.Kind.RUN, cards("7H 8H 9H"), null)), Set.of(1));
        play(m, 0, "d:s");
        assertThat(refused(m, 0, "x:0:10H")).isEqualTo(Rejection.of("ramino.notYourMeld", "0"));
    }

    @Test
    @DisplayName("When the stock runs out the discard pile is turned over as the new stock")
    void restock() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 2C 5D KS QD 3S", LOSER, "4S 9C", "4C");
        play(m, 0, "d:s", "q:KS");
        assertThat(m.events().get(m.events().size() - 1)).isEqualTo(new RaminoEvents.Restock());
        RaminoView v = m.view(1);
        assertThat(v.stockSize()).isEqualTo(3);
        assertThat(v.pile()).isEmpty();
        assertThat(m.legalMoves()).containsExactly(RaminoMove.DRAW_STOCK);
        play(m, 1, "d:s");
        assertThat(m.view(1).hand()).contains(FrenchCard.parse("4S"));
    }

    @Test
    @DisplayName("Duemazzi: the first player must take the face-up card, and may discard it")
    void forcedTake() {
        RaminoMatch m = twoPlayers(Map.of("variant", "duemazzi"), "7H 8H 2C 5D KS QD 3S 4H 4D 6C",
                "AS 7D 10C JH QS KD JK 2S 3C 9S", "KC", "4C");
        assertThat(m.legalMoves()).containsExactly(RaminoMove.DRAW_PILE);
        assertThat(refused(m, 0, "d:s")).isEqualTo(Rejection.of("ramino.mustTakeUpCard", "KC"));
        play(m, 0, "d:p", "q:KC");
        assertThat(m.legalMoves()).containsExactly(RaminoMove.DRAW_STOCK, RaminoMove.DRAW_PILE);
    }

    @Test
    @DisplayName("Duemazzi: a colore (all cards of one suit at once) closes and doubles")
    void colore() {
        RaminoMatch m = twoPlayers(Map.of("variant", "duemazzi"), "2H 2H 5H 7H 9H JH KH AH 4H QH",
                "AS 7D 10C JH QS KD JK 2S 3C 9S", "3S", "4C");
        play(m, 0, "d:p");
        assertThat(refused(m, 0, "k:2H2H5H7H9HJHKHAH4H").code()).isEqualTo("ramino.coloreAllCards");
        play(m, 0, "k:2H2H5H7H9HJHKHAH4HQH");
        assertThat(m.legalMoves()).containsExactly(new RaminoMove.Discard(FrenchCard.parse("3S")));
        play(m, 0, "q:3S");
        RaminoEvents.HandScore s = hand(lastScore(m));
        assertThat(s.close()).isEqualTo("colore");
        assertThat(s.penalties()).containsExactly(0, 2 * (1 + 7 + 10 + 10 + 10 + 10 + 20 + 2 + 3 + 9));
    }

    @Test
    @DisplayName("Duemazzi: a ramino (all cards one suit in sequence) wins the match at once")
    void ramino() {
        RaminoMatch m = twoPlayers(Map.of("variant", "duemazzi"), "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H",
                "AS 7D 2C JH 3S 4D 2D 2S 3C 9S", "KS", "4C");
        play(m, 0, "d:p", "m:AH2H3H4H5H6H7H8H9H10H", "q:KS");
        assertThat(hand(lastScore(m)).close()).isEqualTo("ramino");
        assertThat(m.isOver()).isTrue();
        assertThat(m.result().winners()).containsExactly(0);
        assertThat(m.totals().get(1)).isLessThan(101);
    }

    @Test
    @DisplayName("Classico has no colore")
    void noColoreInClassico() {
        RaminoMatch m = twoPlayers(Map.of(), "2H 5H 7H 9H 8H KH 4H", LOSER, "3S", "4C");
        play(m, 0, "d:p");
        assertThat(refused(m, 0, "k:2H5H7H9H8HKH4H")).isEqualTo(Rejection.of("ramino.noColore"));
    }

    @Test
    @DisplayName("With three players, a player who goes out is offered to come back at the highest score still in")
    void reentry() {
        // given: seat 1 is at 95, seat 2 at 50 and holds 42; seat 0 closes
        RaminoMatch m = match(new HashMap<>(), 2, List.of("7H 8H 9H 5C 5D 5S 5H", LOSER, "2C 3C 4D 6D 8S 9S 10S"),
                "2D", "KS", new int[] {0, 95, 50}, Set.of(), Set.of());
        m.arrangeMelds(List.of(new TableMeld(0, 0, TableMeld.Kind.SET, cards("QC QD QH"), null)), Set.of(0));
        // when
        play(m, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        // then
        assertThat(m.phase()).isEqualTo(RaminoMatch.Phase.REENTRY);
        assertThat(m.toAct()).isEqualTo(1);
        assertThat(m.legalMoves()).containsExactly(RaminoMove.REENTER, RaminoMove.STAY_OUT);
        play(m, 1, "r:y");
        RaminoEvents.HandScore s = hand(lastScore(m));
        assertThat(s.eliminated()).containsExactly(1);
        assertThat(s.reentered()).containsExactly(1);
        assertThat(m.totals()).containsExactly(0, 50 + 42, 50 + 42);
        assertThat(m.view(0).reentered()).containsExactly(1);
        assertThat(m.isOver()).isFalse();
    }

    @Test
    @DisplayName("Re-entry is offered once only, and never with two players")
    void reentryOnce() {
        RaminoMatch once = match(new HashMap<>(), 2, List.of("7H 8H 9H 5C 5D 5S 5H", LOSER, "2C 3C 4D 6D 8S 9S 10S"),
                "2D", "KS", new int[] {0, 95, 50}, Set.of(), Set.of(1));
        once.arrangeMelds(List.of(new TableMeld(0, 0, TableMeld.Kind.SET, cards("QC QD QH"), null)), Set.of(0));
        play(once, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        assertThat(once.phase()).isNotEqualTo(RaminoMatch.Phase.REENTRY);
        assertThat(hand(lastScore(once)).eliminated()).containsExactly(1);
        assertThat(once.view(0).out()).containsExactly(1);

        RaminoMatch two = match(new HashMap<>(), 1, List.of("7H 8H 9H 5C 5D 5S 5H", LOSER), "2D", "KS",
                new int[] {0, 95}, Set.of(), Set.of());
        two.arrangeMelds(List.of(new TableMeld(0, 0, TableMeld.Kind.SET, cards("QC QD QH"), null)), Set.of(0));
        play(two, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        assertThat(two.isOver()).isTrue();
        assertThat(two.result().winners()).containsExactly(0);
    }

    @Test
    @DisplayName("A seat that is out gets an empty hand and the deal skips it")
    void outSeatSkipped() {
        RaminoMatch m = match(new HashMap<>(), 2, List.of("7H 8H 9H 5C 5D 5S 5H", "", "2C 3C 4D 6D 8S 9S 10S"),
                "2D", "KS", new int[] {0, 120, 50}, Set.of(1), Set.of());
        m.arrangeMelds(List.of(new TableMeld(0, 0, TableMeld.Kind.SET, cards("QC QD QH"), null)), Set.of(0));
        play(m, 0, "d:s", "m:7H8H9H", "m:5C5D5H5S", "q:KS");
        assertThat(m.phase()).isEqualTo(RaminoMatch.Phase.DRAW);
        assertThat(m.view(1).hand()).isEmpty();
        assertThat(m.view(0).hand()).hasSize(7);
        assertThat(m.toAct()).isNotEqualTo(1);
    }
}
