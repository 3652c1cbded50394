package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static dev.mazziere.discord.DiscordHarness.CARLA;
import static dev.mazziere.discord.DiscordHarness.CHANNEL_MESSAGES;
import static dev.mazziere.discord.DiscordHarness.CHAT;
import static dev.mazziere.discord.DiscordHarness.DARIO;
import static dev.mazziere.discord.DiscordHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.table.FakeTime;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * When Discord refuses the bot for a while, with the real JDA against FakeDiscord and a
 * clock the test moves (turn timers, DM retries): the bot removed from its server,
 * channels or servers Discord no longer knows, rights taken away while nobody is
 * interacting, DMs closed and opened again.
 */
@Timeout(60)
class DiscordOutageTest {

    private static final Duration TURN = Duration.ofMinutes(2);

    private final FakeTime time = new FakeTime();
    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.on(time);
    private FakeDiscord fake;

    // ---- helpers

    /** The warnings about this table's chat: one per outage. */
    private List<String> tableWarnings(String table) {
        return discord.warnings().stream().filter(l -> l.startsWith("table " + table + " in chat discord:300")).toList();
    }

    private long channelCalls() {
        return fake.calls.stream().filter(c -> c.path().startsWith(CHANNEL_MESSAGES)).count();
    }

    private TableSnapshot table() {
        return TableSnapshot.in(discord.tables(), CHAT).orElseThrow();
    }

    /** {@code user} asks with /hand; the ephemeral hand if it carries move buttons, else null. */
    private DataObject handWithMoves(DataObject user) {
        String id = discord.command(user, "hand");
        return fake.followups(id).stream().filter(m -> FakeDiscord.customIds(m).stream().anyMatch(c -> c.startsWith("m:")))
                .findFirst().orElse(null);
    }

    /** Whoever must move asks for the hand with /hand and plays its first move. */
    private void playOne() {
        DataObject hand = handWithMoves(ANNA);
        DataObject player = ANNA;
        if (hand == null) {
            hand = handWithMoves(BRUNO);
            player = BRUNO;
        }
        assertThat(hand).as("one of the two has move buttons").isNotNull();
        String move = FakeDiscord.customIds(hand).stream().filter(c -> c.startsWith("m:")).findFirst().orElseThrow();
        discord.press(player, hand.getString("id"), move);
    }

    // ---- the bot removed from the server

    @Test
    @DisplayName("removed from the server: logged once with table and server, no turn played unseen; invited back, a press goes on")
    void removedFromServer() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.startMatch("scopa");
        String tableMessage = fake.messageWith("h:" + table);

        fake.removeGuild();
        waitFor(() -> !tableWarnings(table).isEmpty(), "the table's outage logged");
        assertThat(tableWarnings(table)).singleElement().asString().contains("removed from server Osteria (200)");
        assertThat(discord.logged("the bot was removed from server Osteria (200): its tables stay stored")).isTrue();

        long channelCalls = channelCalls();
        time.advance(TURN.multipliedBy(15));
        assertThat(table().moves()).as("nobody's turn is played while nobody can see the table").isEmpty();
        assertThat(channelCalls()).as("nothing sent where the bot is not").isEqualTo(channelCalls);
        assertThat(discord.store().loadOpenTable(DiscordChat.PLATFORM, FakeDiscord.CHANNEL)).as("the table stays stored").isPresent();
        assertThat(tableWarnings(table)).as("logged once").hasSize(1);
        assertThat(fake.calls("POST", "/users/@me/channels")).as("nothing for the owner to fix").isEmpty();

        fake.addGuild();
        waitFor(() -> discord.logged("invited to server Osteria (200)"), "the server back");
        playOne();
        assertThat(table().moves()).hasSize(1);
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + tableMessage)).as("the table message edited again")
                .isNotEmpty();
        assertThat(discord.content(tableMessage)).contains("▶️");
        waitFor(() -> discord.logged("table " + table + " in chat discord:300: the chat takes the bot's messages again"),
                "the outage over");
        assertThat(table().deadline()).as("the turn clock runs again").isNotNull();
        discord.noErrors();
    }

    @ParameterizedTest(name = "Discord error {0}")
    @ValueSource(ints = {10003, 10004})
    @DisplayName("Unknown Channel or Unknown Guild: the lobby lives on, one warning however many edits fail, edited when Discord knows the channel again")
    void unknownChannelOrGuild(int code) throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        fake.refuseChannel(code);

        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> table().seats().size() == 2, "Bruno joined");
        fake.react(CARLA, lobby, "✅", true);
        waitFor(() -> table().seats().size() == 3, "Carla joined");
        discord.press(DARIO, lobby, "j:" + table);
        waitFor(() -> fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby).size() == 3, "three edits tried");

        assertThat(table().seats()).hasSize(4);
        assertThat(tableWarnings(table)).singleElement().asString().contains("gone for the bot")
                .contains(Integer.toString(code));
        assertThat(discord.warnings()).as("no other warning for the failed edits").filteredOn(l -> l.contains(lobby))
                .hasSize(1);
        assertThat(fake.calls("POST", "/users/@me/channels")).as("nothing for the owner to fix").isEmpty();

        fake.forbidden.clear();
        fake.react(CARLA, lobby, "✅", false);
        waitFor(() -> discord.content(lobby).contains("Dario"), "the lobby edited again");
        assertThat(discord.content(lobby)).contains("Bruno").doesNotContain("Carla");
        waitFor(() -> discord.logged("table " + table + " in chat discord:300: the chat takes the bot's messages again"),
                "the outage over");
        discord.noErrors();
    }

    @Test
    @DisplayName("50001 Missing Access from a server the bot was just removed from: the chat is gone, not a right to ask for")
    void missingAccessAfterRemoval() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        fake.refuseChannel(50001);
        fake.beforeRefusal = () -> {
            fake.beforeRefusal = () -> { };
            fake.removeGuild(); // Discord answers once the bot is out of the server
            waitFor(() -> discord.logged("the bot was removed from server Osteria (200)"), "JDA dropped the server");
        };

        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> !tableWarnings(table).isEmpty(), "the refusal logged");

        assertThat(tableWarnings(table)).singleElement().asString().contains("gone for the bot").contains("50001");
        assertThat(fake.calls("POST", "/users/@me/channels")).as("the owner is not asked to grant anything").isEmpty();
        assertThat(discord.tables().table(CHAT)).isPresent();
        discord.noErrors();
    }

    // ---- refused with nobody interacting

    @Test
    @DisplayName("a timed-out turn whose table edit is refused: the owner hears by DM which permission, once; one warning")
    void ownerToldOnTimedOutTurn() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.startMatch("scopa");
        String tableMessage = fake.messageWith("h:" + table);
        fake.refuseChannel(50013);

        time.advance(TURN);
        assertThat(table().moves()).as("the computer played the turn").hasSize(1);
        List<DataObject> notices = discord.messagesIn("9801");
        assertThat(notices).singleElement().satisfies(dm -> {
            assertThat(dm.getString("content")).startsWith("⚠️ Your Scopa table in <#300>: I cannot post or edit"
                    + " messages there, because I lack the permission «Send Messages».");
            assertThat(dm.getInt("flags", 0) & 64).as("a real DM, though hands are ephemeral").isZero();
        });
        assertThat(fake.calls("POST", "/users/@me/channels")).extracting(c -> c.body().getString("recipient_id"))
                .containsOnly("801");

        time.advance(TURN);
        assertThat(table().moves()).hasSize(2);
        assertThat(discord.messagesIn("9801")).as("once per outage").hasSize(1);
        assertThat(tableWarnings(table)).singleElement().asString().contains("50013");

        fake.forbidden.clear();
        time.advance(TURN);
        assertThat(table().moves()).hasSize(3);
        assertThat(discord.content(tableMessage)).contains("▶️ ⏰");
        assertThat(discord.logged("table " + table + " in chat discord:300: the chat takes the bot's messages again")).isTrue();
        discord.noErrors();
    }

    @Test
    @DisplayName("a table that could not be posted anywhere is posted at the next move once rights are back, and edited after")
    void tablePostedWhenRightsReturn() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        discord.press(BRUNO, lobby, "j:" + table);
        fake.refuseChannel(50013);
        fake.publicFollowupsRefused = true;

        discord.press(ANNA, lobby, "s:" + table);
        assertThat(table().tableMessage()).as("neither the channel nor the press could carry it").isNull();
        assertThat(discord.messagesIn("9801")).as("the owner told").singleElement()
                .satisfies(dm -> assertThat(dm.getString("content")).startsWith("⚠️"));
        int posts = fake.calls("POST", CHANNEL_MESSAGES).size();

        fake.forbidden.clear();
        fake.publicFollowupsRefused = false;
        playOne();
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("posted at that move").hasSize(posts + 1);
        String tableMessage = fake.messageWith("h:" + table);
        assertThat(fake.messages.get(tableMessage).getString("channel_id")).isEqualTo(FakeDiscord.CHANNEL);
        assertThat(table().tableMessage().id()).isEqualTo(tableMessage);

        playOne();
        assertThat(table().moves()).hasSize(2);
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + tableMessage)).as("later moves edit it").hasSize(1);
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("no second table").hasSize(posts + 1);
        discord.noErrors();
    }

    // ---- DMs closed, then open again

    @Test
    @DisplayName("DMs opened again: pressing My cards tries the DM at once, and hands go there from then on")
    void myCardsReopensDms() throws Exception {
        fake = discord.start(DiscordConfig.Hands.DM);
        fake.closedDms.add("802");
        String table = discord.startMatch("scopa");
        assertThat(discord.messagesIn("9802")).isEmpty();
        assertThat(discord.logged("cannot write to user 802: 50007")).isTrue();

        fake.closedDms.remove("802");
        String tableMessage = fake.messageWith("h:" + table);
        String look = discord.press(BRUNO, tableMessage, "h:" + table);

        assertThat(fake.followups(look)).singleElement().satisfies(reply -> {
            assertThat(reply.getString("content")).isEqualTo("📬 Your cards are in our private chat.");
            assertThat(reply.getInt("flags") & 64).isEqualTo(64);
        });
        assertThat(discord.messagesIn("9802")).singleElement().satisfies(dm -> assertThat(dm.getString("content"))
                .startsWith("🃏 Scopa"));
        assertThat(discord.logged("direct messages to user 802 work again")).isTrue();
        discord.noErrors();
    }

    @Test
    @DisplayName("DMs opened again: not tried for ten minutes, then the next private message goes by DM")
    void dmRetriedAfterTenMinutes() throws Exception {
        fake = discord.start(DiscordConfig.Hands.DM);
        fake.closedDms.add("802");
        String table = discord.openTable("scopa");
        discord.command(ANNA, "option", "turnTimeout", "6m");
        discord.joinAndStart(table);
        int tries = fake.calls("POST", "/channels/9802/messages").size();
        assertThat(tries).as("tried at the start").isPositive();

        fake.closedDms.remove("802");
        for (int i = 0; i < 19; i++) {
            time.advance(Duration.ofSeconds(30));
        }
        assertThat(table().moves()).as("a timed-out turn passed meanwhile").isNotEmpty();
        assertThat(fake.calls("POST", "/channels/9802/messages")).as("not tried within ten minutes").hasSize(tries);

        time.advance(Duration.ofMinutes(3));
        assertThat(fake.calls("POST", "/channels/9802/messages")).hasSizeGreaterThan(tries);
        assertThat(discord.messagesIn("9802")).as("the DM arrived").isNotEmpty();
        assertThat(discord.logged("direct messages to user 802 work again")).isTrue();
        discord.noErrors();
    }
}
