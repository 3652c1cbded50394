package dev.mazziere.games.chiamata;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The secret partner at a real table, through the chat boundary: two tables whose deals
 * differ only in who holds the called card (carlo in one, dino in the other) are played
 * with the same presses, commands and looks at the cards, with pictures on. Every message
 * the group gets, and every message, edit and popup anna (the caller), bea and ezio get,
 * must be the same at both tables, text, buttons and picture, until carlo or dino has to
 * play one of the two swapped cards. The table's own lines (the totals, whose turn, who
 * won), {@code /table}, {@code /hand}, "my cards" and {@code /history} are all in it.
 */
@DisplayName("At a table, nobody but its holder can tell who holds the called card before it is played")
class ChiamataSecretPartnerTableTest {

    private static final List<String> USERS = List.of("anna", "bea", "carlo", "dino", "ezio");
    private static final List<String> OBSERVERS = List.of("group-1", "dm-anna", "dm-bea", "dm-ezio",
            "popup-anna", "popup-bea", "popup-ezio");
    private static final ItalianCard CALLED = ItalianCard.parse("8D");
    private static final ItalianCard SWAPPED = ItalianCard.parse("5S");

    @Test
    @DisplayName("the group and every other seat see the same messages, buttons and pictures wherever the called card is")
    void everyMessageAlike() {
        String[] dealB = ChiamataScenarios.DEAL.clone();
        dealB[2] = dealB[2].replace("8D", "5S");
        dealB[3] = dealB[3].replace("5S", "8D");
        TestChat a = table(ChiamataScenarios.DEAL);
        TestChat b = table(dealB);

        both(a, b, c -> {
            c.open("/chiamata", "anna", "bea", "carlo", "dino", "ezio");
            c.say("anna", "/option shuffleSeats off", "/start");
        });
        // The auction, by the panels' buttons: a points bid moved with + and taken back by a pass.
        press(a, b, "anna", "b:1");
        press(a, b, "bea", "b:pass");
        press(a, b, "carlo", "b:3");
        both(a, b, c -> c.press("bea", c.button(c.record().tableMessage(), "h:"), c.record().tableMessage()));
        press(a, b, "dino", "b:pass");
        press(a, b, "ezio", "b:pass");
        press(a, b, "anna", "b:8");
        select(a, b, "carlo", "+5");
        press(a, b, "carlo", "b:pass");
        both(a, b, c -> {
            c.sayPrivately("ezio", "/hand");
            c.say("anna", "/table");
        });
        press(a, b, "anna", "c:8D");
        both(a, b, c -> c.say("bea", "/history"));
        // The play: each seat its first card but the two swapped ones, until one of them must be played.
        int plays = 0;
        while (true) {
            String user = toAct(a);
            assertThat(toAct(b)).isEqualTo(user);
            if (user == null) {
                break;
            }
            String code = firstCommonCard(a, b, user);
            if (code == null) {
                break;
            }
            press(a, b, user, code);
            plays++;
            if (plays % 9 == 0) {
                both(a, b, c -> {
                    c.sayPrivately("bea", "/hand");
                    c.say("ezio", "/table");
                    c.press("anna", c.button(c.record().tableMessage(), "h:"), c.record().tableMessage());
                });
            }
        }

        assertThat(plays).as("cards played while the partner is secret").isGreaterThan(30);
        assertThat(a.dmTexts("carlo")).anyMatch(t -> t.contains("You are the partner"));
        assertThat(b.dmTexts("dino")).anyMatch(t -> t.contains("You are the partner"));
        Map<String, List<Seen>> seenA = seen(a);
        Map<String, List<Seen>> seenB = seen(b);
        for (String where : OBSERVERS) {
            assertThat(seenB.getOrDefault(where, List.of())).as(where)
                    .containsExactlyElementsOf(seenA.getOrDefault(where, List.of()));
        }
        assertThat(seenA.get("group-1")).hasSizeGreaterThan(30);
        assertThat(seenA.get("dm-anna")).isNotEmpty();
        assertThat(seenA.get("popup-bea")).isNotEmpty();
        assertThat(seenA.get("group-1")).anyMatch(s -> s.image() != null);
        // The two holders' own chats do differ: the comparison can tell.
        assertThat(seen(b).get("dm-carlo")).isNotEqualTo(seenA.get("dm-carlo"));
    }

    /** A table of five with pictures, whose first hand is dealt {@code deal} by ezio. */
    private static TestChat table(String[] deal) {
        ChiamataGame real = ChiamataScenarios.GAME;
        Game arranged = new Game() {
            @Override
            public String id() {
                return real.id();
            }

            @Override
            public List<OptionSpec> options() {
                return real.options();
            }

            @Override
            public SeatRange seats(Options options) {
                return real.seats(options);
            }

            @Override
            public MatchState newMatch(Options options, int seats, long seed) {
                return ChiamataScenarios.arranged(options, deal, ChiamataScenarios.zeros(), 0);
            }

            @Override
            public Move parseMove(String code) {
                return real.parseMove(code);
            }

            @Override
            public SeatedMove moveOf(JsonNode event) {
                return real.moveOf(event);
            }

            @Override
            public Class<? extends Move> moveType() {
                return real.moveType();
            }
        };
        GameRegistry registry = new GameRegistry(List.of(new GameEntry(arranged, new ChiamataPresenter(),
                new ChiamataAi(), new ChiamataPicture())));
        return new TestChat(42, Duration.ZERO, null, registry)
                .capabilities(new Capabilities(4096, 8, 100, true, false, 200, true, true));
    }

    private static void both(TestChat a, TestChat b, Consumer<TestChat> step) {
        step.accept(a);
        step.accept(b);
    }

    /** {@code user} presses, on their turn panel, the button making the move with this code, at both tables. */
    private static void press(TestChat a, TestChat b, String user, String code) {
        both(a, b, c -> {
            MessageRef panel = c.panel(user);
            assertThat(panel).as(user + "'s panel").isNotNull();
            Button button = c.now(panel).buttons().stream()
                    .filter(x -> x.payload().startsWith("m:") && TestChat.moveCode(x).equals(code)).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + code + " on " + c.now(panel)));
            c.press(user, button, panel);
        });
    }

    /** {@code user} presses the panel button with this label that redraws the panel, at both tables. */
    private static void select(TestChat a, TestChat b, String user, String label) {
        both(a, b, c -> {
            MessageRef panel = c.panel(user);
            Button button = c.now(panel).buttons().stream()
                    .filter(x -> x.payload().startsWith("u:") && x.label().equals(label)).findFirst().orElseThrow();
            c.press(user, button, panel);
        });
    }

    private static String toAct(TestChat c) {
        return USERS.stream().filter(u -> c.panel(u) != null).findFirst().orElse(null);
    }

    /** The first card button of the user's panel at both tables that is neither swapped card, or null. */
    private static String firstCommonCard(TestChat a, TestChat b, String user) {
        for (Button x : a.now(a.panel(user)).buttons()) {
            String code = TestChat.moveCode(x);
            ItalianCard card = ItalianCard.parse(code.substring(2));
            if (card != CALLED && card != SWAPPED
                    && b.now(b.panel(user)).buttons().stream().anyMatch(y -> TestChat.moveCode(y).equals(code))) {
                return code;
            }
        }
        return null;
    }

    /** One message as its reader sees it: how it came, its text, its buttons, its picture. */
    record Seen(String kind, String text, List<String> buttons, Object image, String aside) {
    }

    /** What each chat (the group, each private chat, each player's popups) was shown, in order. */
    private static Map<String, List<Seen>> seen(TestChat c) {
        Map<String, List<Seen>> out = new LinkedHashMap<>();
        for (TestChat.Out o : c.log) {
            String where = switch (o.kind()) {
                case "dm", "held" -> "dm-" + o.to();
                case "popup" -> "popup-" + o.to();
                default -> o.to();
            };
            Message m = o.message();
            List<String> buttons = new ArrayList<>();
            m.rows().forEach(row -> row.forEach(x -> buttons.add(x.label() + "|" + x.payload())));
            out.computeIfAbsent(where, k -> new ArrayList<>()).add(new Seen(o.kind(), m.text(), buttons,
                    m.image() == null ? null : Arrays.asList(m.image().fileName(), m.image().source()),
                    Objects.toString(m.aside(), "")));
        }
        return out;
    }
}
