package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The coach's 💡 on Discord: a button of the ephemeral hand, answered in a reply only its presser sees. */
@Timeout(60)
class DiscordCoachTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
    }

    /** The ephemeral hand "my cards" shows {@code player}, when it has move buttons; else null. */
    private DataObject handWithMoves(DataObject player, String tableMessage, String table) {
        String id = discord.press(player, tableMessage, "h:" + table);
        List<DataObject> replies = fake.followups(id);
        assertThat(replies).hasSize(1);
        DataObject hand = replies.get(0);
        return FakeDiscord.customIds(hand).stream().anyMatch(c -> c.startsWith("m:")) ? hand : null;
    }

    @Test
    @DisplayName("with the coach on, the hand of the player to act has 💡, answered to them alone with a move and a reason")
    void hintIsEphemeral() {
        String table = discord.openTable("scopa");
        discord.command(ANNA, "option", "images", "off");
        discord.command(ANNA, "option", "coach", "on");
        discord.joinAndStart(table);
        String tableMessage = fake.messageWith("h:" + table);
        DataObject player = ANNA;
        DataObject hand = handWithMoves(ANNA, tableMessage, table);
        if (hand == null) {
            player = BRUNO;
            hand = handWithMoves(BRUNO, tableMessage, table);
        }
        assertThat(hand).as("one of the two has move buttons").isNotNull();
        String hint = FakeDiscord.customIds(hand).stream().filter(id -> id.startsWith("c:")).findFirst().orElseThrow();
        DataObject other = player == ANNA ? BRUNO : ANNA;

        String refused = discord.press(other, hand.getString("id"), hint);
        String asked = discord.press(player, hand.getString("id"), hint);

        assertThat(fake.followups(refused)).singleElement()
                .satisfies(reply -> assertThat(reply.getString("content")).contains("Not your turn"));
        assertThat(fake.followups(asked)).singleElement().satisfies(reply -> {
            assertThat(reply.getString("content")).startsWith("💡 ").contains("\n");
            assertThat(reply.getInt("flags") & 64).as("ephemeral").isEqualTo(64);
        });
        assertThat(discord.content(tableMessage).lines().findFirst().orElseThrow()).contains(" 💡");
    }
}
