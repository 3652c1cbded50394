package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static dev.mazziere.games.scopa.ScopaScenarios.hands;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.Move;
import dev.mazziere.table.TestChat;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A Scopa hand reads like the other games' hands: by suit (denari, coppe, spade, bastoni), then rank. */
@DisplayName("Scopa hands and their buttons sorted by suit and rank")
class ScopaHandOrderTest {

    private final ScopaPresenter presenter = new ScopaPresenter();
    private final Texts en = Texts.core(Lang.EN);

    /** Seat 0 holds R🪵 3🍷 7🪙, dealt in that order; the table has 3🪙 and 4🗡️. */
    private ScopaMatch unsortedHand() {
        return ScopaMatch.scenario(GAME, GAME.defaultOptions(), 1, hands("10B 3C 7D", "1D 2D 5S"), cards("3D 4S"),
                cards("6C 6S"));
    }

    @Test
    @DisplayName("the hand is shown by suit, then rank")
    void handSorted() {
        ScopaMatch match = unsortedHand();

        assertThat(presenter.hand(match.view(0), en)).startsWith("Your hand: 7🪙 3🍷 R🪵\n");
    }

    @Test
    @DisplayName("the move buttons follow the hand, each card's captures together")
    void buttonsSorted() {
        ScopaMatch match = unsortedHand();

        List<String> labels = presenter.buttonOrder(match.legalMoves()).stream()
                .map(m -> presenter.moveLabel(m, match.view(0), en)).toList();

        assertThat(labels).containsExactly("7🪙 ➜ 3🪙+4🗡️", "3🍷 ➜ 3🪙", "R🪵");
    }

    @Test
    @DisplayName("at a table the prompt's buttons come in the hand's order")
    void promptSorted() {
        TestChat chat = new TestChat(5, Duration.ZERO);
        chat.say("anna", "/scopa");
        chat.say("carlo", "/join");
        chat.say("anna", "/start");
        String mover = chat.prompt("anna") != null ? "anna" : "carlo";
        MessageRef prompt = chat.prompt(mover);

        List<ItalianCard> played = new ArrayList<>();
        for (Button b : chat.now(prompt).buttons()) {
            Move move = GAME.parseMove(b.payload().split(":", 4)[3]);
            played.add(((ScopaMove) move).card());
        }
        assertThat(played).hasSizeGreaterThanOrEqualTo(3).isSorted();
    }
}
