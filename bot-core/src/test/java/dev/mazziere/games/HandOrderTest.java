package dev.mazziere.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One order for a hand in every game: the hand's text, its move buttons (or Ramino's card
 * buttons) and its picture all show the cards in the order {@link GamePresenter#handOrder}
 * gives, over random positions of whole matches, at every player count worth a look.
 */
final class HandOrderTest {

    private static final Texts EN = Texts.core(Lang.EN);
    private static final List<String> NAMES = List.of("anna", "carlo", "bea", "dino", "eva", "fede", "gino");

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("scopa", Map.of(), 2),
                Arguments.of("scopa", Map.of(), 3),
                Arguments.of("scopa", Map.of("variant", "scopone"), 4),
                Arguments.of("scopa", Map.of("variant", "scopone", "scoponeDeal", "classico"), 4),
                Arguments.of("traversone", Map.of(), 3),
                Arguments.of("traversone", Map.of(), 6),
                Arguments.of("napoleone", Map.of(), 4),
                Arguments.of("ramino", Map.of(), 3),
                Arguments.of("ramino", Map.of("variant", "duemazzi"), 2));
    }

    @ParameterizedTest(name = "{0} {1} with {2} players: text, buttons and picture show the hand in one order")
    @MethodSource("games")
    void oneOrderForTextButtonsAndPicture(String id, Map<String, String> raw, int seats) {
        GameEntry entry = GameRegistry.standard().get(id);
        Options options = entry.game().resolveOptions(raw);
        GamePresenter presenter = entry.presenter();
        int checked = 0;
        for (long seed = 1; seed <= 3; seed++) {
            MatchState match = entry.game().newMatch(options, seats, seed);
            SeededRandom random = new SeededRandom(seed * 31);
            Names names = names(seats, match);
            for (int step = 0; step < 400 && !match.isOver(); step++) {
                int seat = match.toAct();
                View view = match.view(seat);
                List<? extends Card> order = presenter.handOrder(view);
                if (order.size() > 1) {
                    String where = id + " seed " + seed + " step " + step + " seat " + seat;
                    assertTextFollows(presenter.hand(view, names, EN), order, where);
                    assertButtonsFollow(labels(presenter, view, match.legalMoves()), order, where);
                    Scene scene = entry.picture().hand(view, match.legalMoves(),
                            new TableFacts(presenter.title(options), names, "", ""), EN);
                    assertThat(faces(scene.sections().get(0))).as(where + ": the picture's hand").isEqualTo(order);
                    checked++;
                }
                List<? extends Move> legal = match.legalMoves();
                match.apply(seat, legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(checked).as("positions checked").isGreaterThan(20);
    }

    /** The cards of the hand's text, read in order: each card of {@code order} after the one before. */
    private static void assertTextFollows(String text, List<? extends Card> order, String where) {
        int from = 0;
        for (Card c : order) {
            int at = text.indexOf(CardRenderer.render(c), from);
            assertThat(at).as("%s: %s in the hand's text after the cards before it: %s", where, c, text)
                    .isGreaterThanOrEqualTo(0);
            from = at + 1;
        }
    }

    /** Buttons that play a card of the hand come in the hand's order (a card's several captures together). */
    private static void assertButtonsFollow(List<String> labels, List<? extends Card> order, String where) {
        int last = -1;
        for (String label : labels) {
            String bare = label.replace("✅", "").replace("🆕", "");
            int at = -1;
            for (int i = 0; i < order.size(); i++) {
                String card = CardRenderer.render(order.get(i));
                if (bare.startsWith(card) && (bare.length() == card.length() || !Character.isDigit(bare.charAt(card.length())))) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                continue; // a bid, a draw, a meld: no card of the hand leads its label
            }
            int position = at;
            // a second copy of a card (two decks) follows the first
            while (position < last && position + 1 < order.size() && order.get(position + 1).equals(order.get(at))) {
                position++;
            }
            assertThat(position).as("%s: button %s in the hand's order %s (buttons %s)", where, label, order, labels)
                    .isGreaterThanOrEqualTo(last);
            last = position;
        }
    }

    /** The labels of the seat's buttons as the table shows them: one per move, or a turn panel's. */
    private static List<String> labels(GamePresenter presenter, View view, List<? extends Move> legal) {
        if (presenter instanceof TurnPanel panel) {
            return panel.panel(view, legal, "", new TurnPanel.Room(8, 100), EN).rows().stream()
                    .flatMap(List::stream).map(TurnPanel.Press::label).toList();
        }
        return presenter.buttonOrder(legal).stream().map(m -> presenter.moveLabel(m, view, EN)).toList();
    }

    private static List<Card> faces(Scene.Section section) {
        List<Card> out = new ArrayList<>();
        for (Scene.Item item : section.items()) {
            if (item instanceof Scene.Cards cards) {
                cards.faces().forEach(f -> out.add(f.card()));
            }
        }
        return out;
    }

    private static Names names(int seats, MatchState match) {
        List<String> seatNames = NAMES.subList(0, seats);
        List<String> sides = new ArrayList<>();
        for (int team = 0; team < match.teamCount(); team++) {
            List<String> members = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                if (match.teamOf(s) == team) {
                    members.add(seatNames.get(s));
                }
            }
            sides.add(String.join("+", members));
        }
        return new Names(seatNames, sides);
    }
}
