package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static dev.mazziere.discord.DiscordHarness.CARLA;
import static dev.mazziere.discord.DiscordHarness.CHANNEL_MESSAGES;
import static dev.mazziere.discord.DiscordHarness.CHAT;
import static dev.mazziere.discord.DiscordHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What goes wrong on a real server, with the real JDA against FakeDiscord: closed DMs, deleted messages, missing rights, reactions. */
@Timeout(30)
class DiscordTroubleTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @Test
    @DisplayName("DISCORD_HANDS=dm: hands go by DM; closed DMs are said in the chat and in an ephemeral hand")
    void directMessagesAndClosedOnes() throws Exception {
        fake = discord.start(DiscordConfig.Hands.DM);
        fake.closedDms.add("802");
        fake.locales.put("802", "it");
        String table = discord.startMatch("scopa");

        assertThat(fake.calls("POST", "/users/@me/channels")).extracting(c -> c.body().getString("recipient_id"))
                .contains("801", "802");
        List<FakeDiscord.Call> annaDms = fake.calls("POST", "/channels/9801/messages");
        assertThat(annaDms).as("Anna's hand by DM").isNotEmpty();
        assertThat(annaDms).allSatisfy(c -> assertThat(c.body().getInt("flags", 0) & 64).isZero());
        assertThat(fake.calls("POST", "/channels/9802/messages")).as("Bruno's DM tried").isNotEmpty();
        assertThat(fake.messages.values()).filteredOn(m -> m.getString("channel_id").equals("300"))
                .extracting(m -> m.getString("content"))
                .as("the core says so in the chat").anyMatch(t -> t.contains("Bruno")
                        && (t.contains("cannot write to you privately") || t.contains("non riesco a scriverti")));
        assertThat(discord.logLines()).anyMatch(l -> l.contains("cannot write to user 802") && l.contains("50007"));

        String tableMessage = fake.messageWith("h:" + table);
        String first = discord.press(BRUNO, tableMessage, "h:" + table);
        assertThat(fake.followups(first)).singleElement().satisfies(hand -> {
            assertThat(hand.getInt("flags") & 64).as("ephemeral").isEqualTo(64);
            assertThat(hand.getString("content")).as("the core's word, in the table's language")
                    .startsWith("🔒 Your direct messages are closed to me");
        });
        String again = discord.press(BRUNO, tableMessage, "h:" + table);
        assertThat(fake.followups(again)).singleElement().satisfies(hand -> {
            assertThat(hand.getInt("flags") & 64).isEqualTo(64);
            assertThat(hand.getString("content")).as("told once").doesNotContain("🔒");
        });
        assertThat(fake.calls.stream().filter(c -> c.path().equals("/channels/9801/messages"))
                .filter(c -> c.body().getString("content", "").contains("🔒"))).as("not told to Anna").isEmpty();
    }

    @Test
    @DisplayName("a deleted lobby message is sent anew, later edits and reactions go to the new one")
    void deletedMessage() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        fake.deleted.add(lobby);

        discord.command(BRUNO, "join");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).isNotEmpty();
        String fresh = fake.messageWith("j:" + table);
        assertThat(fresh).isNotEqualTo(lobby);
        assertThat(discord.content(fresh)).contains("Bruno");
        assertThat(discord.logLines()).anyMatch(l -> l.contains("message " + lobby + " is gone, sent anew as " + fresh));

        int posts = fake.calls("POST", CHANNEL_MESSAGES).size();
        discord.command(CARLA, "join");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + fresh)).hasSize(1);
        assertThat(discord.content(fresh)).contains("Carla");
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("no third lobby").hasSize(posts);

        fake.react(CARLA, fresh, "✅", false);
        waitFor(() -> !discord.content(fresh).contains("Carla"), "Carla left by removing ✅ on the new lobby");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("the deleted one is left alone")
                .hasSize(1);
    }

    @Test
    @DisplayName("✅ on the lobby message joins, removing it leaves; another emoji does nothing")
    void reactions() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        discord.openTable("scopa");
        String lobby = discord.lobby();
        assertThat(discord.content(lobby)).doesNotContain("Bruno");

        fake.react(BRUNO, lobby, "👍", true);
        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> discord.content(lobby).contains("Bruno"), "Bruno joined with ✅");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("👍 changed nothing").hasSize(1);
        assertThat(discord.tables().table(CHAT)).isPresent();

        fake.react(BRUNO, lobby, "✅", false);
        waitFor(() -> !discord.content(lobby).contains("Bruno"), "Bruno left by removing ✅");
        discord.noErrors();
    }

    @ParameterizedTest(name = "Discord error {0}")
    @ValueSource(ints = {50013, 50001})
    @DisplayName("missing permissions or access in the channel: the interaction is answered instead, logged, table intact")
    void missingPermissions(int code) throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
        String table = discord.openTable("scopa");
        String lobby = discord.lobby();
        fake.refuseChannel(code);

        String join = discord.press(BRUNO, lobby, "j:" + table);
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("tried in the channel").hasSize(1);
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + join + "/messages/@original"))
                .as("then through the interaction").hasSize(1);
        assertThat(discord.content(lobby)).contains("Bruno");
        assertThat(discord.logLines()).anyMatch(l -> l.contains("cannot edit message " + lobby) && l.contains(Integer.toString(code)));

        String startPress = discord.press(ANNA, lobby, "s:" + table);
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("the table could not be posted").isNotEmpty();
        assertThat(discord.logLines()).filteredOn(l -> l.contains("table " + table + " in chat discord:300"))
                .as("one warning for the outage, naming table, channel and server").singleElement().asString()
                .contains("of server Osteria (200)");
        assertThat(fake.followups(startPress)).as("the table as a reply to the press")
                .anySatisfy(m -> {
                    assertThat(FakeDiscord.customIds(m)).contains("h:" + table);
                    assertThat(m.getInt("flags") & 64).as("seen by everyone").isZero();
                });
        assertThat(discord.tables().table(CHAT)).as("table intact").isPresent();

        String tableMessage = fake.messageWith("h:" + table);
        String look = discord.press(BRUNO, tableMessage, "h:" + table);
        assertThat(fake.followups(look)).singleElement()
                .satisfies(hand -> assertThat(hand.getInt("flags") & 64).isEqualTo(64));
        assertThat(fake.calls("POST", "/users/@me/channels")).as("every refusal was answered through an interaction:"
                + " no need to tell the owner").isEmpty();
        discord.noErrors();
    }
}
