package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real JDA against a fake Discord: the table message and the ephemeral hands carry their pictures as attachments. */
@Timeout(60)
@DisplayName("Pictures on Discord")
class DiscordPicturesTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = discord.start(DiscordConfig.Hands.EPHEMERAL);
    }

    @Test
    @DisplayName("the table message's picture is its attachment, replaced by the one edit a move makes")
    void tablePictureReplacedPerMove() throws IOException {
        String table = discord.startMatch("scopa");
        String tableMessage = fake.messageWith("h:" + table);
        FakeDiscord.Upload first = picture(tableMessage);
        assertThat(first.fileName()).matches("scopa-\\d+-table\\.png");
        assertThat(widthOf(first)).isEqualTo(720);

        DataObject mover = mover(tableMessage, table);
        DataObject hand = myCards(mover, tableMessage, table);
        int edits = fake.calls("PATCH", "/channels/300/messages/" + tableMessage).size();
        String move = FakeDiscord.customIds(hand).stream().filter(id -> id.startsWith("m:")).findFirst().orElseThrow();
        discord.press(mover, hand.getString("id"), move);

        List<FakeDiscord.Call> tableEdits = fake.calls("PATCH", "/channels/300/messages/" + tableMessage);
        assertThat(tableEdits).as("one edit of the table per move").hasSize(edits + 1);
        assertThat(tableEdits.get(edits).files()).as("the edit uploads the new picture").hasSize(1);
        FakeDiscord.Upload after = picture(tableMessage);
        assertThat(after.fileName()).isEqualTo(first.fileName());
        assertThat(after.bytes()).isNotEqualTo(first.bytes());
    }

    @Test
    @DisplayName("an ephemeral hand carries the picture of the cards; a card picked on a Ramino panel shows on it")
    void handPictures() throws IOException {
        String table = discord.startMatch("ramino");
        String tableMessage = fake.messageWith("h:" + table);
        DataObject mover = mover(tableMessage, table);
        DataObject hand = myCards(mover, tableMessage, table);
        String panel = hand.getString("id");
        FakeDiscord.Upload picture = picture(panel);
        assertThat(picture.fileName()).matches("ramino-\\d+-hand\\.png");
        assertThat(widthOf(picture)).isEqualTo(720);

        String draw = FakeDiscord.customIds(hand).stream().filter(id -> id.endsWith(":d:s")).findFirst().orElseThrow();
        String drew = discord.press(mover, panel, draw);
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + drew + "/messages/@original"))
                .singleElement().satisfies(c -> assertThat(c.files()).as("a new card: a new picture").hasSize(1));
        FakeDiscord.Upload drawn = picture(panel);
        assertThat(drawn.bytes()).isNotEqualTo(picture.bytes());

        String toggle = FakeDiscord.customIds(fake.messages.get(panel)).stream().filter(id -> id.startsWith("u:"))
                .findFirst().orElseThrow();
        String selected = discord.press(mover, panel, toggle);
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + selected + "/messages/@original"))
                .singleElement().satisfies(c -> assertThat(c.files()).as("a card picked: the picture shows it").hasSize(1));
        assertThat(picture(panel).bytes()).isNotEqualTo(drawn.bytes());

        String untoggle = FakeDiscord.customIds(fake.messages.get(panel)).stream().filter(id -> id.startsWith("u:"))
                .findFirst().orElseThrow();
        discord.press(mover, panel, untoggle);
        assertThat(picture(panel).bytes()).as("picked off again: the picture of no pick").isEqualTo(drawn.bytes());
    }

    @Test
    @DisplayName("with images off nothing is uploaded: the table and the hands are text alone")
    void imagesOff() {
        String table = discord.openTable("scopa");
        discord.command(ANNA, "option", "images", "off");
        discord.joinAndStart(table);
        String tableMessage = fake.messageWith("h:" + table);
        DataObject mover = mover(tableMessage, table);
        DataObject hand = myCards(mover, tableMessage, table);
        String move = FakeDiscord.customIds(hand).stream().filter(id -> id.startsWith("m:")).findFirst().orElseThrow();

        discord.press(mover, hand.getString("id"), move);

        assertThat(fake.attachmentsOf(tableMessage)).isEmpty();
        assertThat(fake.attachmentsOf(hand.getString("id"))).isEmpty();
        assertThat(fake.calls).allSatisfy(c -> assertThat(c.files()).isEmpty());
    }

    /** The one picture message {@code id} shows, a PNG. */
    private FakeDiscord.Upload picture(String id) {
        List<FakeDiscord.Upload> shown = fake.attachmentsOf(id);
        assertThat(shown).as("attachments of message %s", id).hasSize(1);
        assertThat(shown.get(0).bytes()).startsWith(0x89, 'P', 'N', 'G');
        return shown.get(0);
    }

    private static int widthOf(FakeDiscord.Upload png) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.bytes()));
        return image.getWidth();
    }

    /** Whichever of Anna and Bruno has move buttons behind "my cards". */
    private DataObject mover(String tableMessage, String table) {
        return myCards(ANNA, tableMessage, table) != null ? ANNA : BRUNO;
    }

    /** Presses "my cards"; the ephemeral hand when it carries moves, else null. */
    private DataObject myCards(DataObject player, String tableMessage, String table) {
        String id = discord.press(player, tableMessage, "h:" + table);
        DataObject hand = fake.followups(id).get(0);
        return FakeDiscord.customIds(hand).stream().anyMatch(c -> c.startsWith("m:")) ? hand : null;
    }
}
