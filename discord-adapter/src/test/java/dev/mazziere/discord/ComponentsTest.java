package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ComponentsTest {

    /** The rows Discord gets for a hand of {@code n} choices, as the outbox fits it to Discord. */
    private static List<ActionRow> rowsFor(int n) {
        List<Button> buttons = IntStream.range(0, n).mapToObj(i -> new Button("card " + i, "m:abc:3:C" + i)).toList();
        Message fitted = Outbox.split(Message.of("hand", List.of(buttons)), DiscordChat.CAPABILITIES).get(0);
        return Components.rows(fitted.rows());
    }

    @Test
    @DisplayName("up to 25 choices are buttons whose custom id is the core's payload")
    void buttonsCarryPayloads() {
        List<ActionRow> rows = rowsFor(12);
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).getButtons()).hasSize(5);
        assertThat(rows.get(0).getButtons().get(0).getCustomId()).isEqualTo("m:abc:3:C0");
        assertThat(rows.get(0).getButtons().get(0).getLabel()).isEqualTo("card 0");
    }

    @Test
    @DisplayName("more than 25 choices become select menus of 25 options whose value is the payload")
    void manyChoicesBecomeMenus() {
        List<ActionRow> rows = rowsFor(60);
        assertThat(rows).hasSize(3);
        List<StringSelectMenu> menus = rows.stream().map(r -> (StringSelectMenu) r.getComponents().get(0)).toList();
        assertThat(menus).extracting(m -> m.getOptions().size()).containsExactly(25, 25, 10);
        assertThat(menus.get(2).getOptions().get(9).getValue()).isEqualTo("m:abc:3:C59");
        assertThat(menus).extracting(StringSelectMenu::getCustomId).doesNotHaveDuplicates();
    }

    @Test
    @DisplayName("a 64-byte payload fits a custom id, long labels are cut, empty text is still a message")
    void limits() {
        String payload = "m:" + "x".repeat(62);
        List<List<Button>> rows = new ArrayList<>();
        rows.add(List.of(new Button("y".repeat(120), payload)));
        DataObject json = Components.create(Message.of("", rows)).toData();
        DataObject button = json.getArray("components").getObject(0).getArray("components").getObject(0);
        assertThat(button.getString("custom_id")).isEqualTo(payload);
        assertThat(button.getString("label")).hasSize(80);
        assertThat(json.getString("content")).isNotEmpty();
    }

    private static final Image PICTURE = Image.of("scopa-1-table.png", new byte[] {(byte) 0x89, 'P', 'N', 'G'});

    @Test
    @DisplayName("a message's picture is its attachment, named as the core names it")
    void pictureIsAnAttachment() {
        var data = Components.create(new Message("table", List.of(), PICTURE));

        assertThat(data.getFiles()).singleElement().satisfies(f -> assertThat(f.getName()).isEqualTo("scopa-1-table.png"));
    }

    @Test
    @DisplayName("an edit replaces the picture, removes it when the message has none, and leaves one already shown")
    void anEditReplacesRemovesOrKeepsThePicture() {
        DataObject replaced = Components.edit(new Message("table", List.of(), PICTURE), false).toData();
        DataObject removed = Components.edit(Message.text("played"), false).toData();
        DataObject kept = Components.edit(new Message("panel", List.of(), PICTURE), true).toData();

        assertThat(replaced.getArray("attachments").length()).isEqualTo(1);
        assertThat(removed.getArray("attachments").length()).isZero();
        assertThat(kept.hasKey("attachments")).isFalse();
    }
}
