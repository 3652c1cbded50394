package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.flow.Command;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The private chat with the bot: a player's tables, a greeting, a table just for them")
class PrivateChatTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);
    private final ChatId otherGroup = new ChatId(TestChat.PLATFORM, "group-2");

    /** What the bot wrote in {@code user}'s private chat: posts there and private messages. */
    private List<TestChat.Out> privately(String user) {
        return chat.log.stream().filter(o -> (o.kind().equals("chat") || o.kind().equals("dm"))
                && (o.to().equals("dm-" + user) || o.kind().equals("dm") && o.to().equals(user))).toList();
    }

    private String lastPrivately(String user) {
        List<TestChat.Out> all = privately(user);
        return all.get(all.size() - 1).text();
    }

    /** {@code user} types {@code line} in the second group chat. */
    private void sayInOtherGroup(String user, String line) {
        String[] words = line.substring(1).split(" ");
        chat.tables.handle(new ChatEvent.Command("g2-" + System.nanoTime(), otherGroup, chat.sender(user), words[0],
                List.of(words).subList(1, words.length)));
    }

    @Nested
    @DisplayName("a player seated at one table")
    class OneTable {

        @Test
        @DisplayName("gets their hand with /hand in the private chat, not 'No table here'")
        void handPrivately() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            int before = chat.dmTexts("carlo").size();

            chat.sayPrivately("carlo", "/hand");

            assertThat(chat.dmTexts("carlo")).hasSize(before + 1).last().asString()
                    .startsWith("🃏 Scopa").contains("Your hand: ");
            assertThat(privately("carlo")).noneMatch(o -> o.text().contains("No table here"));
        }

        @Test
        @DisplayName("gets the table's message with /table in the private chat; the group sees nothing new")
        void tablePrivately() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            int groupPosts = (int) chat.log.stream().filter(o -> o.to().equals(chat.group.id())).count();

            chat.sayPrivately("carlo", "/tavolo");

            assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-carlo"))
                    .singleElement().satisfies(o -> assertThat(o.text()).startsWith("🃏 Scopa · ").contains("to play"));
            assertThat(chat.log.stream().filter(o -> o.to().equals(chat.group.id())).count()).isEqualTo(groupPosts);
        }

        @Test
        @DisplayName("in the lobby, /table privately shows the lobby")
        void lobbyPrivately() {
            chat.open("/scopa", "anna", "carlo");

            chat.sayPrivately("carlo", "/table");

            assertThat(lastPrivately("carlo")).startsWith("🃏 Scopa — table opened by anna");
        }
    }

    @Nested
    @DisplayName("a player seated at several tables")
    class SeveralTables {

        @Test
        @DisplayName("gets a list of them, a button each that sends that table's cards")
        void listed() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            sayInOtherGroup("bea", "/napoleone");
            sayInOtherGroup("carlo", "/join");

            chat.sayPrivately("carlo", "/hand");

            TestChat.Out list = privately("carlo").get(privately("carlo").size() - 1);
            assertThat(list.text()).startsWith("🃏 Your tables:\n1. Scopa · ")
                    .contains("\n2. Napoleone · bea, carlo — waiting to start");
            assertThat(list.message().buttons()).extracting(Button::label)
                    .containsExactly("🂠 1. Scopa: my cards", "🂠 2. Napoleone: my cards");
            int before = chat.dmTexts("carlo").size();

            chat.press("carlo", list.message().buttons().get(0), list.ref());

            assertThat(chat.dmTexts("carlo")).hasSize(before + 1).last().asString().startsWith("🃏 Scopa");
            assertThat(chat.popups("carlo")).as("the press is only acknowledged").allMatch(String::isEmpty);
        }
    }

    @Nested
    @DisplayName("someone new")
    class Newcomer {

        @Test
        @DisplayName("is greeted by /start in their language and told how to play")
        void greeted() {
            chat.locale("dora", Locale.ITALIAN);

            chat.sayPrivately("dora", "/start");

            assertThat(lastPrivately("dora")).startsWith("👋 Ciao dora! Sono Mazziere")
                    .contains("Aggiungimi a un gruppo").contains("/scopa").contains("/aiuto");
        }

        @Test
        @DisplayName("greeted in English when their platform says English, with their tables when they have some")
        void greetedWithTables() {
            chat.open("/scopa", "anna", "carlo");

            chat.sayPrivately("carlo", "/start");

            assertThat(lastPrivately("carlo")).startsWith("👋 Hi carlo! I am Mazziere")
                    .contains("🃏 Your tables:\n1. Scopa · anna, carlo — waiting to start");
        }

        @Test
        @DisplayName("asking for a hand with no seat anywhere is told where tables are opened")
        void noTable() {
            chat.sayPrivately("dora", "/hand");

            String games = String.join(", ", GameRegistry.standard().commands().stream().map(c -> "/" + c.name())
                    .toList());
            assertThat(games).startsWith("/scopa, /scopone, /traversone");
            assertThat(lastPrivately("dora")).isEqualTo("You have no seat at any table. Open one in a group with "
                    + games + ", or play here against the computer: /scopa, then /start.");
        }
    }

    @Nested
    @DisplayName("a table in the private chat")
    class Solo {

        @Test
        @DisplayName("/scopa opens a table for the player and a computer player, /start deals, the match plays to its end")
        void playsAlone() {
            chat.sayPrivately("dora", "/scopa");

            assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-dora")).first()
                    .satisfies(o -> assertThat(o.text()).contains("Players (2, needs 2-4): dora, 🤖 Mario (medium)"));
            assertThat(lastPrivately("dora")).startsWith("🤖 A table just for you");

            chat.sayPrivately("dora", "/start");
            MessageRef prompt = chat.prompt("dora");
            assertThat(prompt).isNotNull();
            chat.playOut(List.of("dora"), 500);

            assertThat(chat.editTexts("🃏 Scopa · ")).as("the table message, edited one last time").last()
                    .asString().contains("🏁 Match over · 🏆");
            assertThat(chat.store.finishedMatches(TestChat.PLATFORM, "dm-dora", 1)).hasSize(1);
        }

        @Test
        @DisplayName("the solo lobby offers only Add computer and Start (nobody else can join), also after a restart; "
                + "a group lobby all four buttons")
        void soloButtons() {
            chat.sayPrivately("dora", "/scopa");
            MessageRef lobby = chat.log.stream().filter(o -> o.kind().equals("chat") && o.to().equals("dm-dora"))
                    .findFirst().orElseThrow().ref();

            assertThat(chat.now(lobby).buttons()).extracting(b -> b.payload().substring(0, 2)).containsExactly("b:", "s:");
            chat.say("anna", "/scopa");
            assertThat(chat.now(chat.chatMessage("table opened by anna")).buttons())
                    .extracting(b -> b.payload().substring(0, 2)).containsExactly("j:", "l:", "b:", "s:");
            TestChat later = chat.restarted();
            later.sayPrivately("dora", "/addbot");
            assertThat(later.now(lobby).text()).contains("🤖 Lucia");
            assertThat(later.now(lobby).buttons()).extracting(b -> b.payload().substring(0, 2)).containsExactly("b:", "s:");
        }

        @Test
        @DisplayName("a move there costs one message: the table message carries the hand and its buttons, and the"
                + " computer answers in it at once, the moves since the player's in its last line")
        void oneMessageAMove() {
            TestChat alone = new TestChat(42, Duration.ofSeconds(2)); // the pause computers keep in a group
            alone.sayPrivately("dora", "/scopa");
            alone.sayPrivately("dora", "/start");
            MessageRef table = alone.recordIn(new ChatId(TestChat.PLATFORM, "dm-dora")).tableMessage();

            for (int move = 0; move < 12; move++) {
                MessageRef prompt = alone.prompt("dora");
                assertThat(prompt).as("the table message is where dora plays").isEqualTo(table);
                assertThat(alone.now(table).text()).contains("Your hand");
                int from = alone.log.size();
                alone.press("dora", alone.button(prompt, "m:"), prompt);
                List<TestChat.Out> said = alone.log.subList(from, alone.log.size()).stream()
                        .filter(o -> !o.kind().equals("popup")).toList();
                assertThat(said).as("move %d", move).isNotEmpty()
                        .allSatisfy(o -> assertThat(o.kind() + " " + o.ref()).isEqualTo("edit " + table));
                assertThat(said.get(said.size() - 1).text()).contains("▶️ dora").contains("🤖 Mario");
            }
            assertThat(alone.log).noneMatch(o -> o.kind().equals("dm"));
        }

        @Test
        @DisplayName("Traversone seats as many computer players as it needs at least")
        void seatsEnough() {
            chat.sayPrivately("dora", "/traversone");

            assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-dora")).first()
                    .satisfies(o -> assertThat(o.text()).contains("dora, 🤖 Mario (medium), 🤖 Lucia (medium)"));
        }

        @Test
        @DisplayName("a group's /scopa still opens an empty lobby for friends")
        void groupUnchanged() {
            chat.say("anna", "/scopa");

            assertThat(chat.lastChat()).contains("Players (1, needs 2-4): anna");
        }
    }

    @Test
    @DisplayName("/help says what the private chat does")
    void help() {
        chat.sayPrivately("dora", "/help");

        assertThat(lastPrivately("dora")).contains("In our private chat: /hand and /table find your tables");
    }
}
