package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.GAME;
import static dev.mazziere.games.briscola.BriscolaScenarios.arranged;
import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.hands;
import static dev.mazziere.games.briscola.BriscolaScenarios.options;
import static dev.mazziere.games.briscola.BriscolaScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Briscola looks in a chat")
class BriscolaPresenterTest {

    private final BriscolaPresenter presenter = new BriscolaPresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);
    private final Names two = new Names(List.of("anna", "carlo"), List.of("anna", "carlo"));
    private final Names four = new Names(List.of("anna", "carlo", "bea", "dino"), List.of("anna+bea", "carlo+dino"));

    /** Two players, carlo (seat 1) to lead; briscola denari, the 7 face up under three more cards. */
    private static BriscolaMatch twoPlayers() {
        return arranged(0, hands("1C 5S 8B", "3C 4D 2B"), "7D", "6C 9S 10B");
    }

    @Test
    @DisplayName("the table shows the briscola face up under the mazzo with the cards left, the trick and the hands won")
    void tableMidTrick() {
        BriscolaMatch match = twoPlayers();
        play(match, "3C");

        assertThat(presenter.table(match.publicView(), two, en)).isEqualTo("""
                Smazzata 1 · trick 1/5 · carlo leads
                🂠 Briscola 7🪙 under the mazzo · mazzo 4
                On the table: carlo 3🍷
                🏆 Smazzate won: anna 0 · carlo 0 · 2 to win""");
        assertThat(presenter.table(match.publicView(), two, it)).isEqualTo("""
                Smazzata 1 · presa 1/5 · di mano carlo
                🂠 Briscola 7🪙 sotto il mazzo · mazzo 4
                In tavola: carlo 3🍷
                🏆 Smazzate vinte: anna 0 · carlo 0 · si vince a 2""");
    }

    @Test
    @DisplayName("between tricks the table shows the last trick, who played each card and who took it, and never the points")
    void tableBetweenTricks() {
        BriscolaMatch match = twoPlayers();
        play(match, "3C 1C");

        String table = presenter.table(match.publicView(), two, it);

        assertThat(table).contains("Ultima presa ➜ anna: carlo 3🍷 · anna A🍷").contains("mazzo 2")
                .doesNotContain("21").doesNotContain("Punti");
    }

    @Test
    @DisplayName("once the face-up card is drawn the table names the briscola suit and says the mazzo is finished")
    void theMazzoFinished() {
        BriscolaMatch match = twoPlayers();
        play(match, "3C 1C 5S 4D");

        assertThat(presenter.table(match.publicView(), two, en)).contains("🂠 Briscola 🪙 denari · the mazzo is finished")
                .doesNotContain("7🪙");
        assertThat(presenter.table(match.publicView(), two, it)).contains("🂠 Briscola 🪙 denari · il mazzo è finito");
    }

    @Test
    @DisplayName("each player's own hand says the card it drew; nobody else's does")
    void theCardDrawnIsPrivate() {
        BriscolaMatch match = twoPlayers();
        play(match, "3C 1C");

        assertThat(presenter.hand(match.view(0), two, en)).isEqualTo("""
                Your hand: 6🍷 · 5🗡️ · F🪵
                You drew 6🍷.
                🂠 Briscola 7🪙 under the mazzo · mazzo 2
                You lead: play any card.""");
        assertThat(presenter.hand(match.view(1), two, it)).contains("Hai pescato C🗡️.").doesNotContain("6🍷");
        assertThat(presenter.table(match.publicView(), two, en)).doesNotContain("6🍷").doesNotContain("C🗡️");
        List<MatchEvent> draws = match.events().stream().filter(e -> e instanceof TrickEvents.Draw<?>).toList();
        assertThat(draws).hasSize(2).allSatisfy(d -> assertThat(presenter.describe(d, two, en)).isNull());
    }

    @Test
    @DisplayName("with four players each hand names the partner")
    void partner() {
        BriscolaMatch match = arranged(0, hands("1C", "3C", "10C", "9C"), "2B", "4S 5S 6S");

        assertThat(presenter.hand(match.view(1), four, en)).contains("Your partner: dino");
        assertThat(presenter.hand(match.view(2), four, it)).contains("Giochi in coppia con anna");
        assertThat(presenter.table(match.publicView(), four, en)).contains("anna+bea 0 · carlo+dino 0");
    }

    @Test
    @DisplayName("the last move reads as one line: a card played, a trick taken")
    void describe() {
        assertThat(presenter.describe(new TrickEvents.Play<>(0, card("3C")), two, en)).isEqualTo("anna plays 3🍷");
        assertThat(presenter.describe(new TrickEvents.Play<>(0, card("3C")), two, it)).isEqualTo("anna gioca 3🍷");
        assertThat(presenter.describe(new TrickEvents.Trick<>(1, List.of(card("3C"), card("1C"))), two, it))
                .isEqualTo("presa di carlo");
    }

    @Test
    @DisplayName("the end of a hand in one line: each side's card points, and a drawn hand that counts for nobody")
    void handScore() {
        ScoreEvent won = new ScoreEvent(new BriscolaEvents.HandScore(List.of(72, 48)), List.of(1, 0), List.of(1, 0));
        ScoreEvent drawn = new ScoreEvent(new BriscolaEvents.HandScore(List.of(60, 60)), List.of(0, 0), List.of(1, 0));

        assertThat(presenter.handScore(won, GAME.defaultOptions(), four, en))
                .isEqualTo("Card points: anna+bea 72 · carlo+dino 48");
        assertThat(presenter.handScore(drawn, options("games", "1"), four, it))
                .isEqualTo("Punti: anna+bea 60 · carlo+dino 60 · 🤝 pari: non conta per nessuno");
    }

    @Test
    @DisplayName("/rules says the deal, the play, the draws, the points and the games needed, in both languages")
    void rules() {
        assertThat(presenter.rules(GAME.defaultOptions(), en)).startsWith("🃏 Briscola").contains("2🍷 is left out")
                .contains("no need to follow suit").contains("A 3 R C F 7 6 5 4 2").contains("more than 60")
                .contains("win 2 smazzate");
        assertThat(presenter.rules(options("games", "5"), it)).contains("senza obbligo di rispondere")
                .contains("vince per primo 5 smazzate");
        assertThat(presenter.rules(options("games", "1"), en)).contains("One smazzata decides the match.");
    }

    @Test
    @DisplayName("a card not in the hand is refused in the player's language; core refusals are left to the core")
    void rejections() {
        assertThat(presenter.rejection(Rejection.of("briscola.notInHand", "1D"), en)).isEqualTo("A🪙 is not in your hand.");
        assertThat(presenter.rejection(Rejection.of("briscola.notInHand", "1D"), it)).isEqualTo("A🪙 non è tra le tue carte.");
        assertThat(presenter.rejection(Rejection.of("notYourTurn"), en)).isNull();
    }

    @Test
    @DisplayName("a move button is the card itself, in the order of the hand")
    void moveLabels() {
        BriscolaMatch match = twoPlayers();
        assertThat(match.legalMoves()).extracting(m -> presenter.moveLabel(m, match.view(1), en))
                .containsExactly("4🪙", "3🍷", "2🪵");
    }
}
