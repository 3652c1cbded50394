package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.telegram.telegrambots.client.okhttp.OkHttpTelegramClient;
import org.telegram.telegrambots.meta.TelegramUrl;

@DisplayName("The Telegram port: answers that never queue behind the table, merged edits that lose nothing, no call for nothing")
class TelegramPortTest {

    private static final long GROUP = -600;
    private static final long ANNA = 101;
    /** Never started the bot: nothing can be sent to them privately. */
    private static final long VALE = 199;
    /** A chat's calls 300 ms apart: what waits in a queue can be seen to wait. */
    private static final RateLimits PACED = new RateLimits(Duration.ofMillis(300), 10_000, 1000, Duration.ofMillis(50), 5);

    private final FakeBotApi api = new FakeBotApi();
    private final List<Delivery> posted = new CopyOnWriteArrayList<>();
    private MockWebServer server;
    private OkHttpClient http;
    private CallQueues out;
    private TelegramPort port;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.setDispatcher(api);
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        http = new OkHttpClient();
        TelegramUrl url = TelegramUrl.builder().schema("http").host("127.0.0.1").port(server.getPort()).testServer(false)
                .build();
        Redactor redactor = new Redactor(FakeBotApi.TOKEN);
        out = new CallQueues(PACED, System::nanoTime, Failures::verdict, redactor);
        port = new TelegramPort(new OkHttpTelegramClient(http, FakeBotApi.TOKEN, url), out, redactor,
                Duration.ofSeconds(10), (from, to) -> { }, (ref, d) -> { }, (ref, d) -> posted.add(d), (place, why) -> { });
        api.block(VALE);
    }

    @AfterEach
    void stop() {
        api.releaseAll();
        out.close();
        server.close();
        http.dispatcher().executorService().shutdown();
    }

    private static Message table(String text) {
        return Message.of(text, List.of(List.of(new Button("🂠 My cards", "h:t1"))));
    }

    /** Posts {@code message} in the group; once Telegram has it, its stand-in ref and Telegram's message. */
    private MessageRef post(Message message) {
        int before = posted.size();
        MessageRef ref = port.send(TelegramPort.chatId(GROUP), message).refOrNull();
        api.await("the post", 10, posted::size, n -> n > before);
        return ref;
    }

    private ObjectNode inGroup(String text) {
        return api.await(text, 10, () -> api.messages(GROUP).stream().filter(m -> FakeBotApi.text(m).contains(text))
                .reduce((a, b) -> b), Optional::isPresent).orElseThrow();
    }

    private List<FakeBotApi.Call> groupEdits() {
        return api.calls().stream().filter(c -> c.method().startsWith("editmessage"))
                .filter(c -> c.params().path("chat_id").asLong() == GROUP).toList();
    }

    private static ChatEvent.Command command(long from, String name, String messageId) {
        Sender sender = new Sender(new UserId(TelegramPort.PLATFORM, Long.toString(from)), "someone", Locale.ENGLISH,
                false);
        return new ChatEvent.Command("telegram:u1", TelegramPort.chatId(GROUP), sender, name, List.of(), false, messageId);
    }

    @Test
    @DisplayName("an edit that would change nothing the message shows is not sent (Telegram would refuse it and count it)")
    void sameEditNotSent() {
        MessageRef ref = post(table("🃏 Scopa · anna, carlo\nanna to play"));

        port.edit(ref, table("🃏 Scopa · anna, carlo\nanna to play"));
        post(Message.text("a message after it, in the same queue"));

        assertThat(groupEdits()).isEmpty();
        port.edit(ref, table("🃏 Scopa · anna, carlo\ncarlo to play"));
        inGroup("carlo to play");
        assertThat(groupEdits()).hasSize(1);
    }

    @Test
    @DisplayName("a message another took the place of loses its buttons and keeps its text")
    void retired() {
        MessageRef ref = post(table("🃏 Scopa · anna, carlo\nanna to play"));

        port.retire(ref);

        api.await("the buttons gone", 10, () -> inGroup("anna to play"), m -> FakeBotApi.buttons(m).isEmpty());
        assertThat(groupEdits()).extracting(FakeBotApi.Call::method).containsExactly("editmessagereplymarkup");
    }

    @Test
    @DisplayName("an edit still waiting when its message is replaced becomes its last, without buttons: one call, not two")
    void retiredWhileAnEditWaits() {
        MessageRef ref = post(table("🃏 Scopa · anna, carlo\nanna to play"));
        api.hold(GROUP);
        port.send(TelegramPort.chatId(GROUP), Message.text("held, so what follows waits"));
        port.edit(ref, table("🃏 Scopa · anna, carlo\ncarlo to play"));
        port.retire(ref);

        api.release(GROUP);

        ObjectNode last = api.await("the last edit", 10, () -> inGroup("carlo to play"), m -> true);
        assertThat(FakeBotApi.buttons(last)).isEmpty();
        assertThat(groupEdits()).extracting(FakeBotApi.Call::method).containsExactly("editmessagetext");
    }

    @Test
    @DisplayName("edits merged while the group waits keep the older's pinned lines (a hand's result) in the one sent")
    void mergedEditsKeepPins() {
        MessageRef ref = post(table("🃏 Napoleone · anna, carlo, dora\nanna to bid"));
        api.hold(GROUP);
        port.send(TelegramPort.chatId(GROUP), Message.text("held, so what follows waits"));
        Message.Pin result = new Message.Pin("hand 1", "📊 End of hand 1: carlo +3");
        port.edit(ref, table("🃏 Napoleone · anna, carlo, dora\n" + result.text() + "\ncarlo to bid")
                .withPins(List.of(result)));
        port.edit(ref, table("🃏 Napoleone · anna, carlo, dora\n▶️ carlo: Tre\ndora to bid"));

        api.release(GROUP);

        ObjectNode shown = inGroup("dora to bid");
        assertThat(FakeBotApi.text(shown)).isEqualTo("🃏 Napoleone · anna, carlo, dora\n" + result.text()
                + "\n▶️ carlo: Tre\ndora to bid");
        assertThat(groupEdits()).hasSize(1);
    }

    @Test
    @DisplayName("a typed command is answered in its typer's private chat; the group gets nothing")
    void answeredPrivately() {
        port.reply(command(ANNA, "rules", "77"), Message.text("📖 The rules"));

        api.await("the answer", 10, () -> api.messages(ANNA), m -> m.stream()
                .anyMatch(x -> FakeBotApi.text(x).equals("📖 The rules")));
        assertThat(api.messages(GROUP)).isEmpty();
    }

    @Test
    @DisplayName("when the typer's private chat is closed, the answer is a reply in the group, ahead of the table's queue")
    void answeredInTheGroupAheadOfTheTable() {
        post(Message.text("the group's first message"));
        for (int i = 1; i <= 3; i++) {
            port.send(TelegramPort.chatId(GROUP), Message.text("table post " + i));
        }

        port.reply(command(VALE, "rules", "88"), Message.text("📖 The rules"));

        JsonNode answer = inGroup("📖 The rules");
        assertThat(answer.path("reply_to_message").path("message_id").asInt()).isEqualTo(88);
        inGroup("table post 3");
        List<String> order = api.messages(GROUP).stream().map(FakeBotApi::text).toList();
        assertThat(order.indexOf("📖 The rules")).isLessThan(order.indexOf("table post 3"));
        port.reply(command(VALE, "help", "89"), Message.text("📖 Help"));
        inGroup("📖 Help");
        assertThat(api.calls("sendMessage")).as("the closed chat is not tried again at once")
                .filteredOn(c -> c.params().path("chat_id").asLong() == VALE).hasSize(1);
    }

    @Test
    @DisplayName("a command the lobby shows is confirmed privately where the typer's chat is open, and nowhere else")
    void confirmedPrivatelyOrNotAtAll() {
        port.confirm(command(ANNA, "option", "90"), Message.text("⚙️ hands = 5"));
        port.confirm(command(VALE, "option", "91"), Message.text("⚙️ hands = 10"));

        api.await("the confirmation", 10, () -> api.messages(ANNA), m -> !m.isEmpty());
        post(Message.text("a message after them"));
        assertThat(api.messages(GROUP)).extracting(FakeBotApi::text).containsExactly("a message after them");
        assertThat(api.messages(VALE)).isEmpty();
    }
}
