package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.telegram.telegrambots.meta.api.objects.MessageEntity;

@DisplayName("Commands read from a message")
class CommandTextTest {

    private static List<MessageEntity> command(int length) {
        return List.of(MessageEntity.builder().type("bot_command").offset(0).length(length).build());
    }

    @Test
    @DisplayName("with and without @botname (any case), with arguments")
    void names() {
        assertThat(CommandText.parse("/scopa", command(6), "mazziere_bot"))
                .contains(new CommandText("scopa", List.of()));
        assertThat(CommandText.parse("/Option@Mazziere_Bot target  21", command(20), "mazziere_bot"))
                .contains(new CommandText("option", List.of("target", "21")));
        assertThat(CommandText.parse("/start k3f9q2", command(6), "mazziere_bot"))
                .contains(new CommandText("start", List.of("k3f9q2")));
    }

    @Test
    @DisplayName("a command for another bot, a command not at the start, or plain text is not ours")
    void notOurs() {
        assertThat(CommandText.parse("/scopa@other_bot", command(16), "mazziere_bot")).isEmpty();
        assertThat(CommandText.parse("hello /scopa", List.of(MessageEntity.builder().type("bot_command").offset(6)
                .length(6).build()), "mazziere_bot")).isEmpty();
        assertThat(CommandText.parse("ciao", null, "mazziere_bot")).isEmpty();
        assertThat(CommandText.parse("/ path", List.of(MessageEntity.builder().type("italic").offset(0).length(1)
                .build()), "mazziere_bot")).isEmpty();
    }

    @Test
    @DisplayName("without entities the text itself is read")
    void noEntities() {
        assertThat(CommandText.parse("/entra", null, "mazziere_bot")).contains(new CommandText("entra", List.of()));
    }
}
