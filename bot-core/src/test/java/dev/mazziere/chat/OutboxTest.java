package dev.mazziere.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Fitting messages to a platform")
class OutboxTest {

    private static final Capabilities SMALL = new Capabilities(20, 2, 3, false, false, 10, false);

    private static List<Button> buttons(int n) {
        List<Button> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(new Button("b" + i, "p" + i));
        }
        return out;
    }

    @Test
    @DisplayName("a long text is split at line ends, and the buttons ride on the last part")
    void splitsText() {
        Message long_ = Message.of("first line here\nsecond line\nthird", List.of(buttons(2)));

        List<Message> parts = Outbox.split(long_, SMALL);

        assertThat(parts).extracting(Message::text).containsExactly("first line here", "second line\nthird");
        assertThat(parts.get(0).rows()).isEmpty();
        assertThat(parts.get(1).buttons()).hasSize(2);
    }

    @Test
    @DisplayName("rows are reflowed to the row width and extra buttons go to continuation messages")
    void pagesButtons() {
        List<Message> parts = Outbox.split(Message.of("pick", List.of(buttons(7))), SMALL);

        assertThat(parts).hasSize(3);
        assertThat(parts.get(0).rows()).allSatisfy(r -> assertThat(r).hasSizeLessThanOrEqualTo(2));
        assertThat(parts.stream().mapToInt(p -> p.buttons().size()).sum()).isEqualTo(7);
        assertThat(parts).allSatisfy(p -> assertThat(p.buttons()).hasSizeLessThanOrEqualTo(3));
        assertThat(parts.get(2).text()).isEqualTo("…");
    }

    @Test
    @DisplayName("a line longer than the limit is cut, never lost")
    void cutsLongLine() {
        assertThat(Outbox.splitText("x".repeat(45), 20)).containsExactly("x".repeat(20), "x".repeat(20), "x".repeat(5));
    }

    @Test
    @DisplayName("an edit stays one message: text shortened with an ellipsis, buttons capped")
    void editTruncates() {
        List<Message> edits = new ArrayList<>();
        Outbox outbox = new Outbox(new RecordingPort(edits));

        outbox.edit(new MessageRef(new ChatId("t", "c"), "1"), Message.of("y".repeat(30), List.of(buttons(5))));

        assertThat(edits.get(0).text()).hasSize(20).endsWith("…");
        assertThat(edits.get(0).buttons()).hasSize(3);
    }

    @Test
    @DisplayName("without popups a private answer becomes a private message plus a silent acknowledgement")
    void replyWithoutPopups() {
        List<Message> sent = new ArrayList<>();
        RecordingPort port = new RecordingPort(sent);
        var press = new ChatEvent.ButtonPress("e", new ChatId("t", "c"),
                new Sender(new UserId("t", "u"), "u", null, false), "x", null, "i");

        new Outbox(port).reply(press, Message.text("not your turn"));

        assertThat(port.answers).extracting(Message::text).containsExactly("");
        assertThat(sent).extracting(Message::text).containsExactly("not your turn");
    }

    /** Like {@link #SMALL}, showing images whose captions take 10 characters. */
    private static final Capabilities CAPTIONS = new Capabilities(20, 2, 3, true, true, 15, true, false, 10);

    private static final Image PICTURE = Image.of("t-table.png", new byte[] {1, 2, 3});

    @Test
    @DisplayName("a message with a picture carries it on its first part, whose text fits a caption; the rest follows")
    void pictureWithItsCaption() {
        Message message = new Message("caption\nmore text here\nend", List.of(buttons(2)), PICTURE);

        List<Message> parts = Outbox.split(message, CAPTIONS);

        assertThat(parts).extracting(Message::text).containsExactly("caption", "more text here\nend");
        assertThat(parts).extracting(Message::image).containsExactly(PICTURE, null);
        assertThat(parts.get(1).buttons()).hasSize(2);
    }

    @Test
    @DisplayName("a platform without images gets the text alone, split as long as a message")
    void noPictureWhereNoneShows() {
        List<Message> parts = Outbox.split(new Message("caption\nmore", List.of(), PICTURE), SMALL);

        assertThat(parts).singleElement().satisfies(m -> {
            assertThat(m.image()).isNull();
            assertThat(m.text()).isEqualTo("caption\nmore");
        });
    }

    @Test
    @DisplayName("an edit with a picture shortens its text to a caption; a private answer with buttons carries the picture")
    void editAndReplyWithAPicture() {
        List<Message> sent = new ArrayList<>();
        RecordingPort port = new RecordingPort(sent, CAPTIONS);
        Outbox outbox = new Outbox(port);
        var press = new ChatEvent.ButtonPress("e", new ChatId("t", "c"),
                new Sender(new UserId("t", "u"), "u", null, false), "x", null, "i");

        outbox.edit(new MessageRef(new ChatId("t", "c"), "1"), new Message("a caption too long", List.of(), PICTURE));
        outbox.reply(press, new Message("your hand", List.of(buttons(1)), PICTURE));

        assertThat(sent.get(0).text()).isEqualTo("a caption…");
        assertThat(sent.get(0).image()).isSameAs(PICTURE);
        assertThat(port.answers.get(0).image()).isSameAs(PICTURE);
    }

    @Test
    @DisplayName("a payload over 64 bytes is refused when the button is made")
    void payloadLimit() {
        assertThatThrownBy(() -> new Button("x", "é".repeat(33))).isInstanceOf(IllegalArgumentException.class);
    }

    private static final class RecordingPort implements ChatPort {

        @Override
        public String platform() {
            return "test";
        }

        final List<Message> sink;
        final List<Message> answers = new ArrayList<>();
        private final Capabilities caps;

        RecordingPort(List<Message> sink) {
            this(sink, SMALL);
        }

        RecordingPort(List<Message> sink, Capabilities caps) {
            this.sink = sink;
            this.caps = caps;
        }

        @Override
        public Capabilities capabilities() {
            return caps;
        }

        @Override
        public Delivery send(ChatId chat, Message message) {
            sink.add(message);
            return new Delivery.Delivered(new MessageRef(chat, "1"));
        }

        @Override
        public Delivery sendPrivate(UserId user, Message message) {
            sink.add(message);
            return new Delivery.Delivered(new MessageRef(new ChatId("t", "dm"), "2"));
        }

        @Override
        public Delivery edit(MessageRef ref, Message message) {
            sink.add(message);
            return new Delivery.Delivered(ref);
        }

        @Override
        public void answer(ChatEvent.ButtonPress press, Message reply) {
            answers.add(reply);
        }
    }
}
