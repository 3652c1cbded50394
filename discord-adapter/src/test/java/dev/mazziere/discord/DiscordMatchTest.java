package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static dev.mazziere.discord.DiscordHarness.CHAT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real JDA against a fake Discord on 127.0.0.1: two users play a whole Scopa match with slash commands and buttons. */
@Timeout(60)
class DiscordMatchTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;
    private DiscordBot bot;
    /** Events seen by the decorator the application may put around the core. */
    private final AtomicInteger decorated = new AtomicInteger();
    /** How long the decorated core dawdles over each event (to catch one in flight). */
    private volatile long dawdle;

    @BeforeEach
    void start() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL, core -> new ChatHandler() {
            @Override
            public void handle(ChatEvent event) {
                decorated.incrementAndGet();
                if (dawdle > 0) {
                    try {
                        Thread.sleep(dawdle);
                    } catch (InterruptedException e) {
                        throw new AssertionError("an event under way was interrupted by the stop", e);
                    }
                }
                core.handle(event);
            }

            @Override
            public void editSent(MessageRef ref, Delivery result) {
                core.editSent(ref, result);
            }
        });
        bot = discord.bot();
    }

    @Test
    @DisplayName("a whole Scopa match is played with slash commands, buttons and ephemeral hands")
    void wholeMatch() {
        assertThat(fake.calls("PUT", "/applications/100/guilds/200/commands")).hasSize(1);

        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-\\d+/messages/@original")).hasSize(1);
        // Text alone: drawing and uploading a picture per move would double the match's time on a busy
        // machine; DiscordPicturesTest plays with pictures.
        discord.command(ANNA, "option", "images", "off");

        discord.press(BRUNO, lobby, "j:" + table);
        assertThat(fake.messages.get(lobby).getString("content")).contains("Anna").contains("Bruno");
        discord.press(ANNA, lobby, "s:" + table);
        String tableMessage = fake.messageWith("h:" + table);

        int moves = 0;
        boolean foreignChecked = false;
        boolean expiredChecked = false;
        DataObject next = ANNA;
        while (discord.tables().table(CHAT).isPresent()) {
            assertThat(moves).as("moves").isLessThan(400);
            DataObject player = next;
            DataObject hand = myCards(player, tableMessage, table);
            if (hand == null) {
                player = player == ANNA ? BRUNO : ANNA;
                hand = myCards(player, tableMessage, table);
            }
            assertThat(hand).as("one of the two has move buttons").isNotNull();
            assertThat(hand.getInt("flags") & 64).as("the hand is ephemeral").isEqualTo(64);
            String handId = hand.getString("id");
            String move = FakeDiscord.customIds(hand).stream().filter(id -> id.startsWith("m:")).findFirst()
                    .orElseThrow();
            DataObject other = player == ANNA ? BRUNO : ANNA;

            if (!foreignChecked) {
                int edits = fake.calls("PATCH", "/channels/300/messages/" + tableMessage).size();
                String foreign = discord.press(other, handId, move);
                assertThat(fake.followups(foreign)).singleElement().satisfies(reply -> {
                    assertThat(reply.getString("content")).contains("Not your turn");
                    assertThat(reply.getInt("flags") & 64).isEqualTo(64);
                });
                assertThat(fake.calls("PATCH", "/channels/300/messages/" + tableMessage)).hasSize(edits);
                foreignChecked = true;
            } else if (!expiredChecked && moves == 5) {
                int edits = fake.calls("PATCH", "/channels/300/messages/" + tableMessage).size();
                String late = discord.pressExpired(player, handId, move);
                assertThat(fake.calls.stream().filter(c -> c.path().contains("itoken-" + late))
                        .filter(c -> !c.path().endsWith("/callback")).toList())
                        .as("nothing but the failed acknowledgement").isEmpty();
                assertThat(fake.calls("PATCH", "/channels/300/messages/" + tableMessage)).hasSize(edits);
                assertThat(discord.logLines()).anyMatch(l -> l.contains("interaction " + late)
                        && l.contains("10062"));
                expiredChecked = true;
            }
            discord.press(player, handId, move);
            moves++;
            next = other;
        }

        assertThat(foreignChecked).isTrue();
        assertThat(expiredChecked).isTrue();
        assertThat(fake.messages.values()).anyMatch(m -> m.getString("content").contains("Match over"));
        int tableEdits = fake.calls("PATCH", "/channels/300/messages/" + tableMessage).size();
        assertThat(tableEdits).as("table edits").isPositive().isLessThanOrEqualTo(moves + 2);
        List<String> lines = discord.logLines();
        assertThat(lines).noneMatch(l -> l.contains(FakeDiscord.TOKEN));
        assertThat(bot.toString() + fake.config(DiscordConfig.Hands.DM)).doesNotContain(FakeDiscord.TOKEN);
        assertThat(decorated.get()).as("events through the decorator").isGreaterThanOrEqualTo(moves + 3);
        assertThat(bot.connected()).isTrue();
        bot.close();
        assertThat(bot.connected()).isFalse();
    }

    @Test
    @DisplayName("/option is answered to its typer alone, in an ephemeral reply: the channel sees only the lobby redrawn")
    void optionConfirmedEphemerally() {
        discord.openTable("scopa");
        String lobby = discord.lobby();

        String option = discord.command(ANNA, "option", "target", "21");

        assertThat(fake.followups(option)).singleElement().satisfies(reply -> {
            assertThat(reply.getString("content")).isEqualTo("⚙️ target = 21");
            assertThat(reply.getInt("flags") & 64).as("ephemeral").isEqualTo(64);
        });
        assertThat(fake.messages.get(lobby).getString("content")).contains("target 21");
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + option + "/messages/@original"))
                .as("no reply in the channel").isEmpty();
    }

    @Test
    @DisplayName("an interaction under way when the bot stops is answered before it disconnects")
    void inFlightAtStop() throws Exception {
        dawdle = 1500;
        fake.command(ANNA, "scopa");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (decorated.get() == 0) {
            assertThat(System.nanoTime()).as("the core to get the event").isLessThan(deadline);
            Thread.sleep(5);
        }

        bot.close();

        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-\\d+/messages/@original")).hasSize(1);
        assertThat(fake.messages.values()).anyMatch(m -> m.getString("content").contains("Anna"));
    }

    @Test
    @DisplayName("a Ramino turn on the ephemeral panel is redrawn through each press, never posted in the channel")
    void raminoPanel() {
        String table = discord.startMatch("ramino");
        String tableMessage = fake.messageWith("h:" + table);
        DataObject player = ANNA;
        DataObject hand = myCards(ANNA, tableMessage, table);
        if (hand == null) {
            player = BRUNO;
            hand = myCards(BRUNO, tableMessage, table);
        }
        DataObject mover = player;
        // Ramino is async: with ephemeral hands the turn is still told in a DM, which rings
        assertThat(fake.calls("POST", "/channels/9" + mover.getString("id") + "/messages"))
                .anySatisfy(dm -> assertThat(dm.body().getString("content"))
                        .startsWith("🔔 Ramino: your turn in <#300>."));
        String panel = hand.getString("id");
        String draw = FakeDiscord.customIds(hand).stream().filter(id -> id.endsWith(":d:s")).findFirst().orElseThrow();
        int channelPosts = fake.calls("POST", "/channels/300/messages").size();

        String drew = discord.press(mover, panel, draw);
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + drew + "/messages/@original")).hasSize(1);
        DataObject drawn = fake.messages.get(panel);
        assertThat(drawn.getString("content")).contains("✅ 🂠 Tallone").contains("Select cards");
        assertThat(drawn.getInt("flags") & 64).isEqualTo(64);
        String toggle = FakeDiscord.customIds(drawn).stream().filter(id -> id.startsWith("u:")).findFirst().orElseThrow();

        discord.press(mover, panel, toggle);
        DataObject selected = fake.messages.get(panel);
        assertThat(selected.getString("content")).contains("☑️ ");
        String discard = FakeDiscord.customIds(selected).stream().filter(id -> id.contains(":q:")).findFirst()
                .orElseThrow();
        discord.press(mover, panel, discard);
        assertThat(fake.messages.get(panel).getString("content")).startsWith("✅ 🗑️ ");
        assertThat(FakeDiscord.customIds(fake.messages.get(panel))).isEmpty();
        assertThat(fake.calls("POST", "/channels/300/messages")).as("nothing posted in the channel").hasSize(channelPosts);
        assertThat(fake.messages.get(tableMessage).getString("content")).contains("draws from the tallone · ");
    }

    /** Presses "my cards"; the ephemeral hand when it carries moves, else null. */
    private DataObject myCards(DataObject player, String tableMessage, String table) {
        String id = discord.press(player, tableMessage, "h:" + table);
        List<DataObject> replies = fake.followups(id);
        assertThat(replies).hasSize(1);
        DataObject hand = replies.get(0);
        assertThat(hand.getInt("flags") & 64).isEqualTo(64);
        return FakeDiscord.customIds(hand).stream().anyMatch(c -> c.startsWith("m:")) ? hand : null;
    }
}
