package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.BRUNO;
import static dev.mazziere.discord.DiscordHarness.CHAT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.Message;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Gateway interactions as the core's events, through the real JDA and a recording core:
 * what a slash command, a press and a select-menu pick become, and how the port's
 * messages (long choices, links) look on Discord.
 */
@Timeout(30)
class DiscordEventsTest {

    @RegisterExtension
    static final DiscordHarness discord = DiscordHarness.realTime();
    private static final List<ChatEvent> events = new CopyOnWriteArrayList<>();
    private static FakeDiscord fake;

    /** The core records every event; /links and /many make it send a message with links or many choices. */
    @BeforeAll
    static void start() throws Exception {
        fake = discord.listen(chat -> event -> {
            events.add(event);
            if (event instanceof ChatEvent.Command c && c.name().equals("links")) {
                chat.send(c.chat(), Message.of("few", List.of(List.of(new Button("Play", "p:1"),
                        Button.link("Rules", "https://example.org/rules")))));
            } else if (event instanceof ChatEvent.Command c && c.name().equals("many")) {
                List<Button> row = new ArrayList<>(IntStream.range(0, 30)
                        .mapToObj(i -> new Button("card " + i, "c:" + i)).toList());
                row.add(Button.link("Rules", "https://example.org/rules"));
                chat.send(c.chat(), Message.of("many", List.of(row)));
            }
        });
    }

    /** The event the core got for interaction {@code id}. */
    private static ChatEvent eventOf(String id) {
        return events.stream().filter(e -> e.eventId().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no event for interaction " + id));
    }

    @Test
    @DisplayName("a slash command with options is a Command: name, arguments in order, sender, chat")
    void slashCommand() {
        ChatEvent event = eventOf(discord.command(ANNA, "option", "target", "21"));
        assertThat(event).isInstanceOfSatisfying(ChatEvent.Command.class, c -> {
            assertThat(c.name()).isEqualTo("option");
            assertThat(c.args()).containsExactly("target", "21");
            assertThat(c.chat()).isEqualTo(CHAT);
            assertThat(c.from().id().id()).isEqualTo("801");
            assertThat(c.from().displayName()).isEqualTo("Anna");
        });
        assertThat(((ChatEvent.Command) eventOf(discord.command(ANNA, "addbot"))).args())
                .as("an option left out").isEmpty();
    }

    @Test
    @DisplayName("the user's Discord locale and the server's Manage Server permission reach the core")
    void localeAndAdmin() {
        fake.locales.put("802", "it");
        fake.admins.add("802");
        ChatEvent italianAdmin = eventOf(discord.command(BRUNO, "help"));
        assertThat(Lang.of(italianAdmin.from().locale())).isEqualTo(Lang.IT);
        assertThat(italianAdmin.from().admin()).isTrue();

        ChatEvent english = eventOf(discord.command(ANNA, "help"));
        assertThat(english.from().locale().getLanguage()).isEqualTo(Locale.ENGLISH.getLanguage());
        assertThat(Lang.of(english.from().locale())).isEqualTo(Lang.EN);
        assertThat(english.from().admin()).isFalse();
    }

    @Test
    @DisplayName("a button press is a ButtonPress with its payload; a link button is Discord's link style, no id")
    void buttonsAndLinks() {
        eventOf(discord.command(ANNA, "links"));
        String message = fake.messageWith("p:");
        DataArray items = fake.messages.get(message).getArray("components").getObject(0).getArray("components");
        assertThat(items.getObject(0).getInt("style")).isEqualTo(2);
        DataObject link = items.getObject(1);
        assertThat(link.getInt("style")).isEqualTo(5);
        assertThat(link.getString("url")).isEqualTo("https://example.org/rules");
        assertThat(link.getString("label")).isEqualTo("Rules");
        assertThat(link.hasKey("custom_id")).as("a link has no custom id").isFalse();

        ChatEvent event = eventOf(discord.press(BRUNO, message, "p:1"));
        assertThat(event).isInstanceOfSatisfying(ChatEvent.ButtonPress.class, p -> {
            assertThat(p.payload()).isEqualTo("p:1");
            assertThat(p.chat()).isEqualTo(CHAT);
            assertThat(p.from().id().id()).isEqualTo("802");
            assertThat(p.message().id()).isEqualTo(message);
            assertThat(p.interaction()).isEqualTo(p.eventId());
        });
    }

    @Test
    @DisplayName("more than 25 choices are select menus, and a pick comes back exactly like a press")
    void selectMenuPick() {
        eventOf(discord.command(ANNA, "many"));
        String message = fake.messageWith("c:");
        DataArray rows = fake.messages.get(message).getArray("components");
        assertThat(rows.length()).as("two menus and the link row").isEqualTo(3);
        DataObject secondMenu = rows.getObject(1).getArray("components").getObject(0);
        assertThat(secondMenu.getInt("type")).isEqualTo(3);
        assertThat(secondMenu.getArray("options").length()).isEqualTo(5);
        assertThat(rows.getObject(2).getArray("components").getObject(0).getInt("style")).isEqualTo(5);

        ChatEvent.ButtonPress pick = (ChatEvent.ButtonPress) eventOf(discord.pick(ANNA, message,
                secondMenu.getString("custom_id"), "c:27"));
        ChatEvent.ButtonPress press = (ChatEvent.ButtonPress) eventOf(discord.press(ANNA, message, "c:27"));
        assertThat(pick.payload()).isEqualTo("c:27");
        assertThat(pick).usingRecursiveComparison().ignoringFields("eventId", "interaction").isEqualTo(press);
        assertThat(fake.calls.stream().filter(c -> c.path().contains("itoken-" + pick.eventId() + "/callback"))
                .map(c -> c.body().getInt("type"))).as("acknowledged as a deferred update").containsExactly(6);
    }
}
