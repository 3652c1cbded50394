package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.MessageRef;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("What a match costs the chat, and where its table stays")
class TableCallsTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** The owner opens {@code game}, the others join with the lobby's button, the owner starts with its button. */
    private void openAndStart(String game, List<String> players) {
        chat.say(players.get(0), "/" + game);
        MessageRef lobby = chat.chatMessage("table opened by");
        for (String p : players.subList(1, players.size())) {
            chat.press(p, chat.button(lobby, "j:"), lobby);
        }
        chat.press(players.get(0), chat.button(lobby, "s:"), lobby);
    }

    /**
     * Whoever of {@code players} has a prompt presses its last button (in Napoleone the
     * highest bid, so no hand is thrown in for want of bids); false when nobody has one.
     */
    private boolean playOne(List<String> players) {
        for (String p : players) {
            MessageRef prompt = chat.prompt(p);
            if (prompt != null) {
                List<dev.mazziere.chat.Button> buttons = chat.now(prompt).buttons();
                chat.press(p, buttons.get(buttons.size() - 1), prompt);
                return true;
            }
        }
        return false;
    }

    private long count(int from, String kind, boolean group) {
        return chat.log.subList(from, chat.log.size()).stream().filter(o -> o.kind().equals(kind))
                .filter(o -> !kind.equals("edit") || o.to().equals(chat.group.id()) == group).count();
    }

    /** The group's newest post, as the log has it. */
    private MessageRef newestPost() {
        List<TestChat.Out> posts = chat.log.stream().filter(o -> o.kind().equals("chat")).toList();
        return posts.get(posts.size() - 1).ref();
    }

    @Nested
    @DisplayName("one live table at the bottom")
    class AtTheBottom {

        @Test
        @DisplayName("at the start of every hand the table message is the group's newest and shows the last hand's result")
        void everyHandStartsAtTheBottom() {
            List<String> players = List.of("anna", "carlo");
            openAndStart("scopa", players);
            int hands = 0;
            int seen = 0;
            while (chat.tables.table(chat.group).isPresent() && playOne(players)) {
                List<String> ends = chat.handEnds();
                if (ends.size() > seen && chat.tables.table(chat.group).isPresent()) {
                    seen = ends.size();
                    hands++;
                    assertThat(newestPost()).isEqualTo(chat.record().tableMessage());
                    assertThat(chat.tableNow().text()).contains(ends.get(ends.size() - 1)).contains("to play");
                }
            }
            assertThat(hands).isGreaterThanOrEqualTo(2);
            assertThat(chat.chatTexts()).noneMatch(t -> t.startsWith("📊")).noneMatch(t -> t.startsWith("🏁"));
            assertThat(chat.lastShown()).contains("📊 Smazzata " + (hands + 1) + ":").contains("🏁 Match over · 🏆")
                    .contains(" wins");
        }

        @Test
        @DisplayName("a message posted during a hand moves the table below it when the next hand starts, not before; the old one loses its buttons")
        void postedAboveMovesTheTableDown() {
            List<String> players = List.of("anna", "carlo");
            openAndStart("scopa", players);
            MessageRef first = chat.record().tableMessage();
            for (int i = 0; i < 5; i++) {
                playOne(players);
            }
            chat.say("carlo", "/rules");
            MessageRef rules = newestPost();
            while (chat.handEnds().isEmpty()) {
                assertThat(chat.record().tableMessage()).as("the table stays put within the hand").isEqualTo(first);
                playOne(players);
            }

            MessageRef moved = chat.record().tableMessage();
            assertThat(moved).isNotEqualTo(first).isEqualTo(newestPost()).isNotEqualTo(rules);
            assertThat(chat.now(moved).text()).contains("📊 Smazzata 1:");
            assertThat(chat.log).as("the old table loses its buttons").anyMatch(o -> o.kind().equals("retired")
                    && o.ref().equals(first));
            assertThat(chat.now(first).buttons()).isEmpty();
            int after = chat.log.size();
            playOne(players);
            assertThat(chat.log.subList(after, chat.log.size())).as("and is edited no more")
                    .noneMatch(o -> first.equals(o.ref()));
        }
    }

    @Nested
    @DisplayName("calls per move")
    class PerMove {

        /** Plays the match out; returns the moves, counting the calls made from after the start. */
        private int playMatch(List<String> players, List<Long> calls) {
            int from = chat.log.size();
            int moves = 0;
            while (chat.tables.table(chat.group).isPresent() && playOne(players)) {
                moves++;
            }
            calls.add(count(from, "chat", true) + count(from, "edit", true));
            calls.add(count(from, "dm", false));
            calls.add(count(from, "edit", false));
            return moves;
        }

        @Test
        @DisplayName("2-player Scopa: at most one group call and one private message per move over a match")
        void scopa() {
            openAndStart("scopa", List.of("anna", "carlo"));
            List<Long> calls = new ArrayList<>();
            int moves = playMatch(List.of("anna", "carlo"), calls);

            assertThat(chat.tables.table(chat.group)).isEmpty();
            assertThat(moves).isGreaterThan(36);
            assertThat(calls.get(0)).as("group calls in %d moves", moves).isLessThanOrEqualTo(moves);
            assertThat(calls.get(1)).as("private messages in %d moves", moves).isLessThanOrEqualTo(moves);
        }

        @Test
        @DisplayName("4-player Napoleone: at most one group call and one private message per move over a match")
        void napoleone() {
            List<String> players = List.of("anna", "carlo", "bea", "dino");
            chat.say("anna", "/napoleone");
            chat.say("anna", "/option end hands");
            chat.say("anna", "/option hands 5");
            MessageRef lobby = chat.chatMessage("table opened by");
            for (String p : players.subList(1, players.size())) {
                chat.press(p, chat.button(lobby, "j:"), lobby);
            }
            chat.press("anna", chat.button(lobby, "s:"), lobby);
            List<Long> calls = new ArrayList<>();
            int moves = playMatch(players, calls);

            assertThat(chat.tables.table(chat.group)).isEmpty();
            assertThat(calls.get(0)).as("group calls in %d moves", moves).isLessThanOrEqualTo(moves);
            assertThat(calls.get(1)).as("private messages in %d moves", moves).isLessThanOrEqualTo(moves);
        }

        @Test
        @DisplayName("Scopa's three new cards reach the player who is not to act as an edit of their hand message")
        void redealEditsTheHand() {
            openAndStart("scopa", List.of("anna", "carlo"));
            // Six moves empty both hands; the seventh move's player gets the new cards with their prompt.
            for (int i = 0; i < 5; i++) {
                playOne(List.of("anna", "carlo"));
            }
            String last = chat.prompt("anna") != null ? "anna" : "carlo";
            String other = last.equals("anna") ? "carlo" : "anna";
            MessageRef lastPrompt = chat.prompt(last);
            int before = chat.log.size();

            playOne(List.of(last));

            assertThat(chat.log.subList(before, chat.log.size())).filteredOn(o -> o.kind().equals("dm"))
                    .extracting(TestChat.Out::to).containsExactly(other);
            assertThat(chat.now(lastPrompt).text()).startsWith("✅ ").contains("Your hand:");
            assertThat(chat.now(lastPrompt).buttons()).isEmpty();
        }
    }
}
