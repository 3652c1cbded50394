package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Edits of a message in the order they were asked for")
class EditOrderTest {

    private static final MessageRef TABLE = new MessageRef(new ChatId("discord", "300"), "77");
    private static final MessageRef OTHER = new MessageRef(new ChatId("discord", "300"), "78");

    private final EditOrder order = new EditOrder();
    private final List<String> sent = new ArrayList<>();

    @Test
    @DisplayName("an edit asked for before one that went out is dropped, not sent over it")
    void anOlderEditIsDropped() {
        long first = order.next();
        long second = order.next();

        String newer = order.send(TABLE, second, () -> sent("second"), "dropped");
        String older = order.send(TABLE, first, () -> sent("first"), "dropped");

        assertThat(newer).isEqualTo("second");
        assertThat(older).isEqualTo("dropped");
        assertThat(sent).containsExactly("second");
    }

    @Test
    @DisplayName("edits of different messages do not hold each other back")
    void messagesAreOrderedApart() {
        long first = order.next();
        long second = order.next();

        order.send(OTHER, second, () -> sent("other"), "dropped");
        String table = order.send(TABLE, first, () -> sent("table"), "dropped");

        assertThat(table).isEqualTo("table");
        assertThat(sent).containsExactly("other", "table");
    }

    private String sent(String what) {
        sent.add(what);
        return what;
    }
}
