package dev.mazziere.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A version of a message merged away keeps what the chat must see in the newer one")
class MessagePinsTest {

    private static final Message.Pin HAND_ONE = new Message.Pin("hand 1", "📊 Hand 1: anna 3 · carlo 1");
    private static final Message.Pin THROWN_IN = new Message.Pin("thrown in 40", "▶️ 🔄 Everybody passed");

    private static Message table(String lines, Message.Pin... pins) {
        return Message.of(lines, List.of(List.of(Button.link("🂠", "https://example.org")))).withPins(List.of(pins));
    }

    @Test
    @DisplayName("the older's pins the newer lacks go right after the newer's first line, and stay pinned")
    void keepsWhatTheNewerLacks() {
        Message older = table("🃏 Napoleone\n" + HAND_ONE.text() + "\n▶️ carlo plays", HAND_ONE);
        Message newer = table("🃏 Napoleone\n▶️ dora bids Tre\nezio to bid");

        Message merged = newer.keepingPinsOf(older, 1024);

        assertThat(merged.text()).isEqualTo("🃏 Napoleone\n" + HAND_ONE.text() + "\n▶️ dora bids Tre\nezio to bid");
        assertThat(merged.pins()).containsExactly(HAND_ONE);
        assertThat(merged.rows()).isEqualTo(newer.rows());
        Message later = table("🃏 Napoleone\n▶️ ezio passes").keepingPinsOf(merged, 1024);
        assertThat(later.text()).as("merged away again, still kept").contains(HAND_ONE.text());
    }

    @Test
    @DisplayName("a pin the newer shows itself is not repeated; a newer with nothing to keep is itself")
    void noRepeats() {
        Message older = table("🃏 Napoleone\n" + HAND_ONE.text() + "\n▶️ carlo plays", HAND_ONE);
        Message newer = table("🃏 Napoleone\n" + HAND_ONE.text() + "\n▶️ dora plays", HAND_ONE);

        assertThat(newer.keepingPinsOf(older, 1024)).isSameAs(newer);
        assertThat(newer.keepingPinsOf(table("🃏 Napoleone\n▶️ anna plays"), 1024)).isSameAs(newer);
    }

    @Test
    @DisplayName("two hands thrown in one after the other are two pins, both shown")
    void sameTextOtherEvent() {
        Message first = table("🃏 Napoleone\n" + THROWN_IN.text() + "\nanna to bid", THROWN_IN);
        Message.Pin again = new Message.Pin("thrown in 46", THROWN_IN.text());
        Message second = table("🃏 Napoleone\n" + again.text() + "\ncarlo to bid", again);

        Message merged = second.keepingPinsOf(first, 1024);

        assertThat(merged.text().split(THROWN_IN.text(), -1)).hasSize(3);
    }

    @Test
    @DisplayName("too long for a caption: the newer's own lines give way from the second on, whose turn stays")
    void fitsTheCaption() {
        Message older = table("🃏 Napoleone\n" + HAND_ONE.text(), HAND_ONE);
        Message newer = table("🃏 Napoleone\n" + "x".repeat(30) + "\n" + "y".repeat(30) + "\nezio to bid");

        Message merged = newer.keepingPinsOf(older, 80);

        assertThat(merged.text()).hasSizeLessThanOrEqualTo(80).startsWith("🃏 Napoleone\n" + HAND_ONE.text())
                .endsWith("ezio to bid").doesNotContain("x");
    }
}
