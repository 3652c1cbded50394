package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("What the group must see of the table message: a hand's result and a hand thrown in are pinned")
class MustSeeTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** Whoever of {@code players} has move buttons presses the one {@code pick} chooses from their codes; false when nobody has. */
    private boolean playOne(List<String> players, java.util.function.Function<List<String>, String> pick) {
        for (String p : players) {
            MessageRef prompt = chat.prompt(p);
            if (prompt != null) {
                List<Button> buttons = chat.now(prompt).buttons().stream().filter(b -> b.payload().startsWith("m:")).toList();
                String code = pick.apply(buttons.stream().map(TestChat::moveCode).toList());
                chat.press(p, buttons.stream().filter(b -> TestChat.moveCode(b).equals(code)).findFirst().orElseThrow(),
                        prompt);
                return true;
            }
        }
        return false;
    }

    @Test
    @DisplayName("from the end of a hand on, the table message pins that hand's result, as it shows it")
    void handResult() {
        List<String> players = List.of("anna", "carlo");
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        assertThat(chat.tableNow().pins()).isEmpty();

        while (chat.handEnds().isEmpty()) {
            playOne(players, codes -> codes.get(0));
        }

        Message table = chat.tableNow();
        assertThat(table.pins()).singleElement().satisfies(pin -> {
            assertThat(pin.id()).isEqualTo("hand 1");
            assertThat(pin.text()).startsWith("📊 Smazzata 1:");
            assertThat(table.text()).contains(pin.text());
        });
        playOne(players, codes -> codes.get(0));
        assertThat(chat.tableNow().pins()).extracting(Message.Pin::id).containsExactly("hand 1");
    }

    @Test
    @DisplayName("a hand thrown in (everybody passed) pins the line that says so until the next move")
    void throwIn() {
        List<String> players = List.of("anna", "carlo", "bea", "dora");
        chat.open("/napoleone", "anna", "carlo", "bea", "dora");
        chat.say("anna", "/start");

        for (int bid = 0; bid < 4; bid++) {
            playOne(players, codes -> "b:pass");
        }

        Message table = chat.tableNow();
        assertThat(table.pins()).singleElement().satisfies(pin -> {
            assertThat(pin.id()).startsWith("thrown in ");
            assertThat(pin.text()).contains("Everybody passed");
            assertThat(table.text()).contains(pin.text());
        });
        playOne(players, codes -> "b:pass");
        assertThat(chat.tableNow().pins()).isEmpty();
    }
}
