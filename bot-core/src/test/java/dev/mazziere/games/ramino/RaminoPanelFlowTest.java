package dev.mazziere.games.ramino;

import static dev.mazziere.cards.CardRenderer.render;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.MatchState;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Ramino panel as a quick player meets it: taps that come faster than the redraw, the
 * card just drawn from the tallone, and a new hand that rings for whoever acts first in it,
 * the closer included.
 */
@DisplayName("Ramino's panel under quick taps, the card just drawn, and the turn after a close")
class RaminoPanelFlowTest {

    private static final RaminoGame GAME = new RaminoGame();

    private final TestChat chat = new TestChat(11, Duration.ZERO);
    private final Map<String, RaminoHeuristicPlayer> minds = Map.of("anna", new RaminoHeuristicPlayer(1),
            "carlo", new RaminoHeuristicPlayer(2));

    /** Anna and carlo at a classico table, started. */
    private void started() {
        chat.open("/ramino", "anna", "carlo");
        chat.say("anna", "/start");
    }

    private MessageRef panel(String user) {
        return chat.panel(user);
    }

    private String mover() {
        return panel("anna") != null ? "anna" : "carlo";
    }

    /** The mover draws from the tallone: its panel now offers a toggle per card. */
    private MessageRef drawnFromTallone(String mover) {
        MessageRef ref = panel(mover);
        chat.press(mover, chat.now(ref).buttons().get(0), ref);
        return ref;
    }

    private static List<String> selected(Message panel) {
        return panel.buttons().stream().map(Button::label).filter(l -> l.startsWith("✅")).toList();
    }

    /** A card's label without the panel's marks (✅ selected, 🆕 just drawn). */
    private static String card(Button b) {
        return b.label().replace("✅", "").replace(RaminoPanel.NEW, "");
    }

    @Test
    @DisplayName("two taps on the panel before its redraw arrives both count")
    void tapsBeforeTheRedrawAddUp() {
        started();
        String mover = mover();
        MessageRef ref = drawnFromTallone(mover);
        Message before = chat.now(ref);
        Button first = before.buttons().get(0);
        Button second = before.buttons().get(1);

        chat.press(mover, first, ref);
        chat.press(mover, second, ref); // from the panel as it was, not yet redrawn

        assertThat(selected(chat.now(ref))).containsExactly("✅" + card(first), "✅" + card(second));
    }

    @Test
    @DisplayName("a double tap on an old panel selects the card once; a tap on the new panel unselects it")
    void aDoubleTapSelectsOnce() {
        started();
        String mover = mover();
        MessageRef ref = drawnFromTallone(mover);
        Button first = chat.now(ref).buttons().get(0);

        chat.press(mover, first, ref);
        chat.press(mover, first, ref);
        assertThat(selected(chat.now(ref))).containsExactly("✅" + card(first));

        chat.press(mover, chat.now(ref).buttons().get(0), ref);
        assertThat(selected(chat.now(ref))).isEmpty();
    }

    @Test
    @DisplayName("after a redraw, a tap on the old panel keeps what the new one selected")
    void anOldPanelKeepsTheNewSelection() {
        started();
        String mover = mover();
        MessageRef ref = drawnFromTallone(mover);
        Message old = chat.now(ref);

        chat.press(mover, old.buttons().get(2), ref);
        chat.press(mover, chat.now(ref).buttons().get(3), ref);
        chat.press(mover, old.buttons().get(0), ref);

        assertThat(selected(chat.now(ref))).hasSize(3);
    }

    @Test
    @DisplayName("the card just drawn from the tallone is marked in the hand and on its button, until the turn ends")
    void theCardDrawnIsMarked() {
        started();
        String mover = mover();
        MessageRef ref = drawnFromTallone(mover);
        MatchState match = chat.replay(GAME);
        RaminoView view = (RaminoView) match.view(chat.seatOf(mover));
        assertThat(view.drawnIndex()).isNotNegative();
        FrenchCard drawn = view.hand().get(view.drawnIndex());

        assertThat(chat.now(ref).text()).contains(RaminoPanel.NEW + render(drawn));
        assertThat(chat.now(ref).buttons()).extracting(Button::label).containsOnlyOnce(RaminoPanel.NEW + render(drawn));
        assertThat(((RaminoView) match.publicView()).drawnIndex()).isEqualTo(-1);
        int other = 1 - chat.seatOf(mover);
        assertThat(((RaminoView) match.view(other)).drawnIndex()).isEqualTo(-1);
    }

    @Test
    @DisplayName("whoever acts first in a new hand gets a new private message, the closer too")
    void everyNewHandRings() {
        started();
        int closerFirst = 0;
        for (int presses = 0; presses < 20_000 && chat.tables.table(chat.group).isPresent(); presses++) {
            String mover = mover();
            MatchState match = chat.replay(GAME);
            int hand = ((RaminoView) match.publicView()).handNumber();
            int logBefore = chat.log.size();

            playOneMove(mover, match);

            if (chat.tables.table(chat.group).isEmpty()) {
                break;
            }
            MatchState after = chat.replay(GAME);
            if (((RaminoView) after.publicView()).handNumber() != hand) {
                String first = chat.record().seats().get(after.toAct()).user().id();
                closerFirst += first.equals(mover) ? 1 : 0;
                assertThat(chat.log.subList(logBefore, chat.log.size()))
                        .as("hand %d: %s acts first", hand + 1, first)
                        .anyMatch(o -> o.kind().equals("dm") && o.to().equals(first) && o.message().buttons()
                                .stream().anyMatch(b -> b.payload().startsWith("m:") || b.payload().startsWith("u:")));
            }
        }
        assertThat(chat.lastShown()).contains("🏁");
        assertThat(closerFirst).as("hands whose closer acted first in the next").isPositive();
    }

    /** {@code user} makes the heuristic's move through the panel: its cards toggled, then its button. */
    private void playOneMove(String user, MatchState match) {
        MessageRef ref = panel(user);
        RaminoMove move = (RaminoMove) minds.get(user).choose(match.view(chat.seatOf(user)), match.legalMoves());
        for (FrenchCard c : cardsOf(move)) {
            Button toggle = chat.now(ref).buttons().stream()
                    .filter(b -> b.payload().startsWith("u:") && !b.label().startsWith("✅") && card(b).equals(render(c)))
                    .findFirst().orElseThrow(() -> new AssertionError("no toggle for " + c + " in " + chat.now(ref)));
            chat.press(user, toggle, ref);
        }
        Button press = chat.now(ref).buttons().stream()
                .filter(b -> b.payload().startsWith("m:") && TestChat.moveCode(b).equals(move.code())).findFirst()
                .orElseThrow(() -> new AssertionError("no button for " + move.code() + " in " + chat.now(ref)));
        chat.press(user, press, ref);
    }

    private static List<FrenchCard> cardsOf(RaminoMove move) {
        return switch (move) {
            case RaminoMove.Meld m -> m.cards();
            case RaminoMove.Extend x -> x.cards();
            case RaminoMove.SwapJoker j -> List.of(j.card());
            case RaminoMove.Discard d -> List.of(d.card());
            case RaminoMove.Colore k -> k.cards();
            default -> List.of();
        };
    }
}
