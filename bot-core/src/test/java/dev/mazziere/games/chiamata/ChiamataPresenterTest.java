package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.DEAL;
import static dev.mazziere.games.chiamata.ChiamataScenarios.GAME;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static dev.mazziere.games.chiamata.ChiamataScenarios.eventsOf;
import static dev.mazziere.games.chiamata.ChiamataScenarios.options;
import static dev.mazziere.games.chiamata.ChiamataScenarios.play;
import static dev.mazziere.games.chiamata.ChiamataScenarios.playScripted;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Briscola chiamata reads in a chat")
class ChiamataPresenterTest {

    private static final Names NAMES = new Names(List.of("anna", "bea", "carlo", "dino", "ezio"),
            List.of("anna", "bea", "carlo", "dino", "ezio"));

    private final ChiamataPresenter presenter = new ChiamataPresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);

    /** anna (seat 0) called the Fante of denari, which carlo (seat 2) holds. */
    private static ChiamataMatch called() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "1 pass 3 pass pass 8 pass");
        call(match, "8D");
        return match;
    }

    @Test
    @DisplayName("the auction: who said what, and the highest bid")
    void auction() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "1 pass 2:75");

        assertThat(presenter.table(match.publicView(), NAMES, en)).isEqualTo("""
                Smazzata 1 · auction · ezio dealt
                🗣️ anna Asso · bea Pass · carlo 2 at 75
                🔝 Highest: carlo, 2 at 75
                💰 Points: anna 0 · bea 0 · carlo 0 · dino 0 · ezio 0 (smazzata 1 of 10)""");
        assertThat(presenter.table(match.publicView(), NAMES, it)).contains("🗣️ anna Asso · bea Passo · carlo 2 a 75")
                .contains("🔝 La più alta: carlo, 2 a 75");
        assertThat(presenter.bidding(match.publicView())).isTrue();
        assertThat(presenter.hand(match.view(0), NAMES, en)).isEqualTo("""
                Your hand: C🪙 R🪙 3🪙 A🪙 · 3🍷 A🍷 · 3🗡️ A🗡️
                🗣️ Bids: you Asso · bea Pass · carlo 2 at 75""");
    }

    @Test
    @DisplayName("the play: the call, the partner still secret, and each seat's part: the partner's says so, privately")
    void thePlay() {
        ChiamataMatch match = called();

        assertThat(presenter.table(match.publicView(), NAMES, it)).isEqualTo("""
                Smazzata 1 · presa 1/8 · di mano anna
                📣 Chiamata di anna: F🪙 · briscola 🪙 denari · servono 61 punti · 🤫 compagno segreto
                💰 Punti: anna 0 · bea 0 · carlo 0 · dino 0 · ezio 0 (smazzata 1 di 10)""");
        assertThat(presenter.hand(match.view(0), NAMES, it)).contains("📣 Hai chiamato F🪙 · briscola 🪙 denari")
                .contains("🎯 Chiami tu: il tuo compagno ha F🪙, segreto finché non lo gioca.");
        assertThat(presenter.hand(match.view(2), NAMES, it))
                .contains("🤫 Sei il compagno di anna: hai tu F🪙. Nessuno lo sa finché non lo giochi.");
        assertThat(presenter.hand(match.view(2), NAMES, en))
                .contains("🤫 You are the partner of anna: you hold F🪙. Nobody knows until you play it.");
        for (int defender : new int[] {1, 3, 4}) {
            assertThat(presenter.hand(match.view(defender), NAMES, en))
                    .contains("🛡️ You play against anna and the partner, still secret.");
        }
        assertThat(presenter.bidding(match.publicView())).isFalse();
    }

    @Test
    @DisplayName("the called card played: the line names the partner, the table and the hands name it from then on")
    void revealed() {
        ChiamataMatch match = called();
        int before = match.events().size();
        play(match, "1D 2C 8D");
        List<MatchEvent> events = match.events().subList(before, match.events().size());

        assertThat(events.stream().map(e -> presenter.describe(e, NAMES, en)).toList())
                .containsExactly("anna plays A🪙", "bea plays 2🍷", "carlo plays F🪙", "🤝 carlo is anna's partner!");
        assertThat(presenter.table(match.publicView(), NAMES, en)).contains("🤝 partner: carlo")
                .contains("On the table: anna A🪙 · bea 2🍷 · carlo F🪙");
        assertThat(presenter.hand(match.view(4), NAMES, it)).contains("🛡️ Giochi contro anna e carlo.");
        assertThat(presenter.hand(match.view(0), NAMES, en)).contains("🤝 Your partner: carlo");
    }

    @Test
    @DisplayName("a caller alone: the table learns it when the card is played")
    void alone() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "1 pass pass pass pass");
        call(match, "1D");
        assertThat(presenter.table(match.publicView(), NAMES, en)).contains("· 🤫 partner secret");

        play(match, "1D");

        assertThat(presenter.describe(eventsOf(match, ChiamataEvents.Partner.class).get(0), NAMES, it))
                .isEqualTo("🐺 anna aveva la carta chiamata: niente compagno, contro tutti e quattro!");
        assertThat(presenter.table(match.publicView(), NAMES, en)).contains("· 🐺 alone against four");
    }

    @Test
    @DisplayName("the end of a smazzata in one line: the call, each side's card points against those needed, a cappotto")
    void handScore() {
        ChiamataMatch match = called();
        playScripted(match, DEAL);
        ScoreEvent score = eventsOf(match, ScoreEvent.class).get(0);

        assertThat(presenter.handScore(score, NAMES, en)).isEqualTo("""
                📣 anna: Fante · called F🪙 · partner carlo · 🃏 Card points: anna+carlo 120 · the others 0 · \
                ✅ made (61 needed) · 🧥 cappotto: doubled""");
        assertThat(presenter.describe(score, NAMES, it)).isEqualTo("✅ anna+carlo: 120 punti, fatto");
    }

    @Test
    @DisplayName("a cappotto not doubled, and a failed points bid, read so")
    void cappottoOffAndFailed() {
        ChiamataMatch off = arranged(options("cappotto", "off"));
        bids(off, "8 pass pass pass pass");
        call(off, "8D");
        playScripted(off, DEAL);
        ChiamataMatch alone = arranged(GAME.defaultOptions());
        bids(alone, "1 pass pass pass pass");
        call(alone, "1D");
        playScripted(alone, DEAL);

        assertThat(presenter.handScore(eventsOf(off, ScoreEvent.class).get(0), NAMES, it))
                .endsWith("· 🧥 cappotto").doesNotContain("\n");
        assertThat(presenter.handScore(eventsOf(alone, ScoreEvent.class).get(0), NAMES, it)).isEqualTo("""
                📣 anna: Asso · chiamato A🪙 · senza compagno · 🃏 Punti: anna 43 · gli altri 77 · \
                💥 sotto (ne servivano 61)""");
    }

    @Test
    @DisplayName("/rules follows the options: who leads, cappotto, the end")
    void rules() {
        assertThat(presenter.rules(options("lead", "caller", "cappotto", "off", "end", "target", "target", "15"), it))
                .contains("Alla prima presa è di mano chi ha chiamato.").contains("Il cappotto non raddoppia nulla.")
                .contains("quando uno solo ha il totale più alto, di almeno 15.");
        assertThat(presenter.rules(GAME.defaultOptions(), en)).contains("The match lasts 10 smazzate");
        assertThat(presenter.showsOption("target", GAME.defaultOptions())).isFalse();
        assertThat(presenter.showsOption("hands", GAME.defaultOptions())).isTrue();
        assertThat(presenter.showsOption("hands", options("end", "target"))).isFalse();
    }

    @Test
    @DisplayName("refusals are short and in the game's words")
    void refusals() {
        assertThat(presenter.rejection(Rejection.of("chiamata.bidTooLow", "3", "2:75"), en)).isEqualTo("Tre is not higher than 2 at 75.");
        assertThat(presenter.rejection(Rejection.of("chiamata.notInHand", "1D"), it)).isEqualTo("A🪙 non è tra le tue carte.");
        assertThat(presenter.rejection(Rejection.of("chiamata.wrongRank", "9D", "8"), it))
                .isEqualTo("Chiama una carta del valore con cui hai vinto l'asta: Fante.");
        assertThat(presenter.rejection(Rejection.of("notYourTurn"), en)).isNull();
    }

    @Test
    @DisplayName("every text of the game and of its pictures exists in Italian and in English")
    void bothLanguages() {
        for (String base : List.of(ChiamataPresenter.BUNDLE, ChiamataPicture.BUNDLE)) {
            assertThat(keys(base, Locale.ITALIAN)).as(base).containsExactlyInAnyOrderElementsOf(keys(base, Locale.ROOT));
        }
    }

    private static Set<String> keys(String base, Locale locale) {
        return ResourceBundle.getBundle(base, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).keySet();
    }

    @Test
    @DisplayName("move labels: Passo, a bid by its name, a call with its card, a card")
    void labels() {
        ChiamataView v = called().view(0);
        assertThat(presenter.moveLabel(ChiamataMove.pass(), v, it)).isEqualTo("Passo");
        assertThat(presenter.moveLabel(ChiamataMove.bid(Contract.ofPoints(80)), v, it)).isEqualTo("2 a 80");
        assertThat(presenter.moveLabel(ChiamataMove.bid(Contract.ofRank(9)), v, en)).isEqualTo("Cavallo");
        assertThat(presenter.moveLabel(ChiamataMove.call(ChiamataScenarios.card("3C")), v, en)).isEqualTo("📣 3🍷");
        assertThat(presenter.moveLabel(ChiamataMove.play(ChiamataScenarios.card("10B")), v, en)).isEqualTo("R🪵");
        assertThat(presenter.commands().get(0).names()).containsExactly("chiamata", "briscola5", "calledbriscola");
        assertThat(presenter.title(GAME.defaultOptions())).isEqualTo("Briscola chiamata");
    }
}
