package dev.mazziere.discord;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * A core {@link Message} as Discord components: up to five rows of five buttons, each
 * button's custom id being the core's payload. A message with more choices than that
 * becomes string select menus of 25 options each (at most five), an option's value
 * being the payload, so a pick comes back exactly like a press. A core link button is a
 * Discord link button (it opens its url; nothing comes back). A message's picture is
 * its attachment, drawn when the message is built; an edit replaces it, or removes it
 * when the message has none.
 */
final class Components {

    static final int ROWS = 5;
    static final int PER_ROW = 5;
    static final int PER_MENU = 25;
    /** The most choices one Discord message carries (five menus of 25). */
    static final int MAX_CHOICES = ROWS * PER_MENU;
    static final String MENU_PREFIX = "menu:";

    private static final int MAX_LABEL = 80;
    private static final int MAX_OPTION_LABEL = 100;
    /** Discord refuses a message with no content at all. */
    private static final String EMPTY = "\u200b";

    private Components() {
    }

    static MessageCreateData create(Message message) {
        MessageCreateBuilder b = new MessageCreateBuilder().setContent(text(message)).setComponents(rows(message.rows()));
        if (message.image() != null) {
            b.setFiles(upload(message.image()));
        }
        return b.build();
    }

    static MessageEditData edit(Message message) {
        return edit(message, false);
    }

    /**
     * An edit to {@code message}: text, components and picture.
     *
     * @param pictureShown the edited message shows the message's picture already: its
     *                     attachment is left as it is, not uploaded again
     */
    static MessageEditData edit(Message message, boolean pictureShown) {
        MessageEditBuilder b = new MessageEditBuilder().setContent(text(message)).setComponents(rows(message.rows()));
        if (!pictureShown) {
            b.setAttachments(message.image() == null ? List.of() : List.of(upload(message.image())));
        }
        return b.build();
    }

    private static FileUpload upload(Image image) {
        return FileUpload.fromData(image.png(), image.fileName());
    }

    private static String text(Message message) {
        return message.text().isBlank() ? EMPTY : message.text();
    }

    /** The action rows for {@code rows}: buttons when they fit, select menus otherwise. */
    static List<ActionRow> rows(List<List<Button>> rows) {
        boolean fits = rows.size() <= ROWS && rows.stream().allMatch(r -> r.size() <= PER_ROW);
        return fits ? buttons(rows) : menus(rows.stream().flatMap(List::stream).toList());
    }

    private static List<ActionRow> buttons(List<List<Button>> rows) {
        Set<String> seen = new HashSet<>();
        List<ActionRow> out = new ArrayList<>();
        for (List<Button> row : rows) {
            List<net.dv8tion.jda.api.components.buttons.Button> jda = new ArrayList<>();
            for (Button b : row) {
                if (b.isLink()) {
                    jda.add(link(b));
                } else if (seen.add(b.payload())) {
                    // Discord refuses two components with the same id in one message.
                    jda.add(net.dv8tion.jda.api.components.buttons.Button.secondary(b.payload(),
                            cut(b.label(), MAX_LABEL)));
                }
            }
            if (!jda.isEmpty()) {
                out.add(ActionRow.of(jda));
            }
        }
        return out;
    }

    private static List<ActionRow> menus(List<Button> choices) {
        Set<String> seen = new HashSet<>();
        List<SelectOption> options = new ArrayList<>();
        List<net.dv8tion.jda.api.components.buttons.Button> links = new ArrayList<>();
        for (Button b : choices) {
            if (b.isLink()) {
                if (links.size() < PER_ROW) {
                    links.add(link(b)); // a link cannot be a menu option: a row of its own
                }
            } else if (seen.add(b.payload())) {
                options.add(SelectOption.of(cut(b.label(), MAX_OPTION_LABEL), b.payload()));
            }
        }
        List<ActionRow> out = new ArrayList<>();
        int menus = links.isEmpty() ? ROWS : ROWS - 1;
        for (int i = 0; i < options.size() && out.size() < menus; i += PER_MENU) {
            StringSelectMenu menu = StringSelectMenu.create(MENU_PREFIX + out.size())
                    .addOptions(options.subList(i, Math.min(options.size(), i + PER_MENU)))
                    .build();
            out.add(ActionRow.of(menu));
        }
        if (!links.isEmpty()) {
            out.add(ActionRow.of(links));
        }
        return out;
    }

    /** A core link button: Discord's link style, the url and no custom id (nothing comes back). */
    private static net.dv8tion.jda.api.components.buttons.Button link(Button b) {
        return net.dv8tion.jda.api.components.buttons.Button.link(b.url(), cut(b.label(), MAX_LABEL));
    }

    private static String cut(String label, int max) {
        String l = label.isBlank() ? "·" : label;
        return l.length() <= max ? l : l.substring(0, max - 1) + "…";
    }
}
