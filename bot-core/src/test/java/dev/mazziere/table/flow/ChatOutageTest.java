package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Right;
import dev.mazziere.table.flow.ChatOutage;
import dev.mazziere.table.flow.Step;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A table's chat outage")
class ChatOutageTest {

    private static final ChatId CHAT = new ChatId("test", "c");
    private static final MessageRef REF = new MessageRef(CHAT, "1");
    private static final Delivery OK = new Delivery.Delivered(REF);
    private static final Delivery.Unreachable NO_POST = Delivery.Unreachable.noRights(Set.of(Right.POST), "403");

    private final ChatOutage outage = new ChatOutage();

    private ChatOutage.Step note(Delivery d) {
        return outage.note(d, "t1", CHAT);
    }

    @Test
    @DisplayName("missing rights are for the owner once per outage; the next usual delivery ends the outage")
    void oncePerOutage() {
        assertThat(note(OK)).isEqualTo(ChatOutage.Step.NONE);
        assertThat(note(NO_POST)).isEqualTo(ChatOutage.Step.TELL_OWNER);
        assertThat(note(NO_POST)).isEqualTo(ChatOutage.Step.NONE);
        assertThat(outage.refusal()).isEqualTo(NO_POST);
        assertThat(note(OK)).isEqualTo(ChatOutage.Step.RECOVERED);
        assertThat(outage.refusal()).isNull();
        assertThat(note(NO_POST)).isEqualTo(ChatOutage.Step.TELL_OWNER);
    }

    @Test
    @DisplayName("a queued edit is no news; a rerouted message keeps the outage without telling the owner")
    void queuedAndRerouted() {
        assertThat(note(new Delivery.Rerouted(REF, NO_POST))).isEqualTo(ChatOutage.Step.NONE);
        assertThat(note(new Delivery.Queued(REF))).isEqualTo(ChatOutage.Step.NONE);
        assertThat(outage.refusal()).as("still refused").isEqualTo(NO_POST);
        assertThat(note(NO_POST)).as("nobody saw this one").isEqualTo(ChatOutage.Step.TELL_OWNER);
    }

    @Test
    @DisplayName("a chat gone is not the owner's to fix, and is known as gone until a delivery works")
    void gone() {
        assertThat(note(Delivery.Unreachable.chatGone("removed"))).isEqualTo(ChatOutage.Step.NONE);
        assertThat(outage.chatGone()).isTrue();
        assertThat(note(new Delivery.Unreachable("timeout"))).isEqualTo(ChatOutage.Step.NONE);
        assertThat(outage.chatGone()).isFalse();
        assertThat(note(OK)).isEqualTo(ChatOutage.Step.RECOVERED);
    }

    @Test
    @DisplayName("a chat the bot cannot see but whose users' interactions still arrive is not gone")
    void goneButInteracting() {
        Delivery.Unreachable gone = Delivery.Unreachable.chatGone("channel not visible");
        note(new Delivery.Rerouted(REF, gone));
        assertThat(outage.chatGone()).isFalse();
        note(gone);
        assertThat(outage.chatGone()).isTrue();
    }
}
