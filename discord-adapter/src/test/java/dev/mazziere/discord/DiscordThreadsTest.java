package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static dev.mazziere.discord.DiscordHarness.CARLA;
import static dev.mazziere.discord.DiscordHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real JDA against a fake Discord: each table opened in a text channel lives in a thread of its own. */
@Timeout(60)
class DiscordThreadsTest {

    private static final Duration ARCHIVE_AFTER = Duration.ofMillis(300);

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = discord.startWithThreads(ARCHIVE_AFTER);
    }

    @Test
    @DisplayName("/scopa in a channel opens the table in a new thread named after it, linked by one line in the channel")
    void tableGetsAThread() {
        // when anna opens Scopa in the channel
        discord.command(ANNA, "scopa");

        // then a thread "Scopa · Anna" of the channel holds the lobby, and the channel only a line linking it
        String thread = onlyThread("Scopa · Anna");
        assertThat(fake.threads().get(thread).getString("parent_id")).isEqualTo(FakeDiscord.CHANNEL);
        assertThat(discord.messagesIn(thread)).anyMatch(m -> FakeDiscord.customIds(m).stream()
                .anyMatch(id -> id.startsWith("j:")));
        List<DataObject> inChannel = discord.messagesIn(FakeDiscord.CHANNEL);
        assertThat(inChannel).singleElement().satisfies(m -> {
            assertThat(m.getString("content")).contains("Scopa · Anna").contains("<#" + thread + ">");
            assertThat(FakeDiscord.customIds(m)).isEmpty();
        });
        assertThat(discord.tables().table(place(thread))).isPresent();
        assertThat(discord.tables().table(DiscordHarness.CHAT)).isEmpty();
    }

    @Test
    @DisplayName("a game command typed in a thread opens the table right there, and a thread in use is not archived")
    void commandInAThreadOpensThere() throws InterruptedException {
        // given anna's table in its thread, stopped
        discord.command(ANNA, "scopa");
        String thread = onlyThread("Scopa · Anna");
        discord.run(() -> fake.commandIn(thread, ANNA, "stop"));

        // when bruno opens a table in that thread at once
        discord.run(() -> fake.commandIn(thread, BRUNO, "scopa"));

        // then it opens there, with no new thread, and the thread stays open past its archive time
        assertThat(fake.threads()).hasSize(1);
        assertThat(TableSnapshot.in(discord.tables(), place(thread)))
                .hasValueSatisfying(t -> assertThat(t.ownerName()).isEqualTo("Bruno"));
        Thread.sleep(ARCHIVE_AFTER.toMillis() * 3);
        assertThat(archived(thread)).isFalse();
    }

    @Test
    @DisplayName("two threads of one channel play at once; a command typed in a thread acts there; a finished table's thread is archived")
    void twoThreadsPlayAtOnce() {
        // given two tables opened in the same channel, each in its thread
        discord.command(ANNA, "scopa");
        String annas = onlyThread("Scopa · Anna");
        discord.command(BRUNO, "scopa");
        String brunos = fake.threads().keySet().stream().filter(id -> !id.equals(annas)).findFirst().orElseThrow();
        assertThat(fake.threads().get(brunos).getString("name")).isEqualTo("Scopa · Bruno");

        // when carla joins both with their lobbies' buttons, and each owner starts with a command typed in the thread
        String annasTable = join(annas);
        String brunosTable = join(brunos);
        discord.run(() -> fake.commandIn(annas, ANNA, "start"));
        discord.run(() -> fake.commandIn(brunos, BRUNO, "start"));

        // then both play at once, each in its own thread
        waitFor(() -> playing(annas), "anna's match");
        waitFor(() -> playing(brunos), "bruno's match");
        assertThat(discord.messagesIn(annas)).anyMatch(m -> FakeDiscord.customIds(m).contains("h:" + annasTable));
        assertThat(discord.messagesIn(brunos)).anyMatch(m -> FakeDiscord.customIds(m).contains("h:" + brunosTable));
        assertThat(discord.messagesIn(FakeDiscord.CHANNEL)).hasSize(2)
                .noneMatch(m -> FakeDiscord.customIds(m).stream().anyMatch(id -> id.startsWith("h:")));

        // when anna stops her match in her thread
        discord.run(() -> fake.commandIn(annas, ANNA, "stop"));

        // then her thread is archived a while later, and bruno's plays on, open
        waitFor(() -> archived(annas), "anna's thread archived");
        assertThat(discord.tables().table(place(annas))).isEmpty();
        assertThat(discord.tables().table(place(brunos))).isPresent();
        assertThat(archived(brunos)).isFalse();
        assertThat(fake.calls("PATCH", "/channels/" + brunos)).isEmpty();
    }

    @Test
    @DisplayName("where the bot may not make threads, the table opens in the channel and its owner is told once why")
    void noThreadsAllowed() {
        // given a channel where Discord refuses the bot's threads
        fake.refuseThreads();

        // when anna opens a table, closes it and opens another
        discord.command(ANNA, "scopa");
        discord.command(ANNA, "stop");
        discord.command(ANNA, "scopa");

        // then both opened in the channel, and anna was told once which permission is missing
        assertThat(fake.threads()).isEmpty();
        assertThat(discord.tables().table(DiscordHarness.CHAT)).isPresent();
        List<DataObject> told = fake.messages.values().stream()
                .filter(m -> m.getString("content").contains("Create Public Threads")).toList();
        assertThat(told).hasSize(1);
    }

    /** True once the table of {@code thread} plays its match. */
    private boolean playing(String thread) {
        return TableSnapshot.in(discord.tables(), place(thread)).map(t -> t.phase() == Phase.PLAYING).orElse(false);
    }

    /** Carla joins the table of {@code thread} with its lobby's button; returns the table id. */
    private String join(String thread) {
        DataObject lobby = discord.messagesIn(thread).stream()
                .filter(m -> FakeDiscord.customIds(m).stream().anyMatch(id -> id.startsWith("j:"))).findFirst()
                .orElseThrow();
        String table = FakeDiscord.customIds(lobby).stream().filter(id -> id.startsWith("j:")).findFirst()
                .orElseThrow().substring(2);
        discord.press(CARLA, lobby.getString("id"), "j:" + table);
        return table;
    }

    private String onlyThread(String name) {
        Map<String, DataObject> threads = fake.threads();
        assertThat(threads).hasSize(1);
        Map.Entry<String, DataObject> only = threads.entrySet().iterator().next();
        assertThat(only.getValue().getString("name")).isEqualTo(name);
        return only.getKey();
    }

    private boolean archived(String thread) {
        return fake.threads().get(thread).getObject("thread_metadata").getBoolean("archived");
    }

    private static ChatId place(String thread) {
        return new ChatId(DiscordChat.PLATFORM, FakeDiscord.CHANNEL, thread);
    }
}
