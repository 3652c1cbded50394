package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

@DisplayName("Tables in the topics of a Telegram supergroup, on the fake Bot API")
class TelegramTopicsTest {

    private static final long GROUP = -1_000_500;
    private static final int ANNAS_TOPIC = 11;
    private static final int CARLOS_TOPIC = 22;
    private static final long ANNA = 101;
    private static final long CARLO = 202;

    @RegisterExtension
    final TelegramHarness telegram = new TelegramHarness();
    private final FakeBotApi api = telegram.api();
    private final ObjectNode anna = api.user(ANNA, "anna", "en");
    private final ObjectNode carlo = api.user(CARLO, "carlo", "en");

    @BeforeEach
    void start() {
        api.forum(GROUP);
        telegram.startBot();
    }

    @Test
    @DisplayName("two topics hold two tables that play at once, survive a restart, and every call of each carries its topic")
    void twoTopicsPlayAtOnce() {
        // given anna's table in one topic and carlo's in another, each against the computer
        open(anna, ANNAS_TOPIC);
        open(carlo, CARLOS_TOPIC);
        assertThat(telegram.store().loadOpenTable("telegram", Long.toString(GROUP), Integer.toString(ANNAS_TOPIC))).isPresent();
        assertThat(telegram.store().loadOpenTable("telegram", Long.toString(GROUP), Integer.toString(CARLOS_TOPIC))).isPresent();

        // when both play, the bot restarts midway, and both play on to the end
        int presses = play(6);
        telegram.restart();
        presses += play(800);

        // then each topic shows its own table's end, and General got nothing
        assertThat(over(ANNAS_TOPIC)).isTrue();
        assertThat(over(CARLOS_TOPIC)).isTrue();
        assertThat(presses).isGreaterThan(12);
        assertThat(inTopic(ANNAS_TOPIC)).anyMatch(m -> FakeBotApi.text(m).contains("table opened by anna"))
                .noneMatch(m -> FakeBotApi.text(m).contains("carlo"));
        assertThat(inTopic(CARLOS_TOPIC)).anyMatch(m -> FakeBotApi.text(m).contains("table opened by carlo"))
                .noneMatch(m -> FakeBotApi.text(m).contains("anna"));
        assertThat(api.messages(GROUP)).allMatch(m -> m.path("message_thread_id").asInt(0) != 0);
        everyGroupCallCarriesItsTopic();
    }

    @Test
    @DisplayName("a topic closed by an admin mid-match stops its table with its standings; the other topic plays on")
    void closedTopicStopsItsTable() {
        // given two tables playing in two topics
        open(anna, ANNAS_TOPIC);
        open(carlo, CARLOS_TOPIC);
        api.await("anna's first turn", 10, () -> prompt(ANNA), Optional::isPresent);

        // when an admin closes anna's topic
        api.closeTopic(GROUP, ANNAS_TOPIC, true);

        // then her table is stopped and stored as such, and she reads its standings privately
        ObjectNode told = message(ANNA, "the standings", m -> FakeBotApi.text(m).contains("was closed"));
        assertThat(FakeBotApi.text(told)).contains("Total:");
        api.await("anna's table closed", 10,
                () -> telegram.store().loadOpenTable("telegram", Long.toString(GROUP), Integer.toString(ANNAS_TOPIC)),
                Optional::isEmpty);
        assertThat(telegram.store().finishedMatches("telegram", Long.toString(GROUP), 5)).hasSize(1)
                .allMatch(m -> m.threadId().equals(Integer.toString(ANNAS_TOPIC)));

        // and carlo's table lives on in its topic
        assertThat(telegram.store().loadOpenTable("telegram", Long.toString(GROUP), Integer.toString(CARLOS_TOPIC))).isPresent();

        // when carlo's topic is closed without the bot hearing of it, the next post learns it and stops that table
        api.closeTopic(GROUP, CARLOS_TOPIC, false);
        api.sayInTopic(carlo, GROUP, CARLOS_TOPIC, "/table");
        message(CARLO, "carlo's standings", m -> FakeBotApi.text(m).contains("was closed"));
        api.await("carlo's table closed", 10,
                () -> telegram.store().loadOpenTable("telegram", Long.toString(GROUP), Integer.toString(CARLOS_TOPIC)),
                Optional::isEmpty);

        // and the closed topics get no loop of attempts: a second /table there sends nothing more
        int attempts = postsTo(CARLOS_TOPIC);
        api.sayInTopic(carlo, GROUP, CARLOS_TOPIC, "/table");
        api.sayInTopic(carlo, GROUP, CARLOS_TOPIC, "/help");
        message(CARLO, "the answer to /help", m -> FakeBotApi.text(m).contains("Mazziere — commands"));
        assertThat(postsTo(CARLOS_TOPIC)).isLessThanOrEqualTo(attempts + 1);
    }

    // ---- the players

    /** {@code who} opens Scopa in {@code topic}, seats a computer player and starts. */
    private void open(ObjectNode who, int topic) {
        String name = who.path("first_name").asText();
        api.sayInTopic(who, GROUP, topic, "/scopa");
        message(GROUP, name + "'s lobby", m -> m.path("message_thread_id").asInt() == topic
                && FakeBotApi.text(m).contains("table opened by " + name));
        api.sayInTopic(who, GROUP, topic, "/addbot");
        message(GROUP, "the computer seated in " + topic, m -> m.path("message_thread_id").asInt() == topic
                && FakeBotApi.text(m).contains(name + ", "));
        api.sayInTopic(who, GROUP, topic, "/start");
    }

    /** Anna and carlo play whatever turn is theirs, up to {@code most} presses or until both tables are over. */
    private int play(int most) {
        int presses = 0;
        while (presses < most && !(over(ANNAS_TOPIC) && over(CARLOS_TOPIC))) {
            Optional<ObjectNode> turn = api.await("someone's turn", 15,
                    () -> prompt(ANNA).or(() -> prompt(CARLO)),
                    p -> p.isPresent() || over(ANNAS_TOPIC) && over(CARLOS_TOPIC));
            if (turn.isEmpty()) {
                break;
            }
            ObjectNode p = turn.get();
            long user = p.get("chat").get("id").asLong();
            api.press(user == ANNA ? anna : carlo, user, id(p), button(p).orElseThrow());
            presses++;
            api.await("the prompt to be cleared", 10, () -> api.messages(user).stream()
                    .filter(m -> id(m) == id(p)).findFirst().orElseThrow(), m -> button(m).isEmpty());
        }
        return presses;
    }

    // ---- reading the fake

    /**
     * Every call the bot made about the group names the topic it is for: a new message, photo
     * or document carries its message_thread_id; an edit names a message that lives in a
     * topic. A method this test does not know fails it, so a new call must be looked at.
     */
    private void everyGroupCallCarriesItsTopic() {
        Map<Integer, Integer> topicOf = new HashMap<>();
        for (ObjectNode m : api.messages(GROUP)) {
            topicOf.put(id(m), m.path("message_thread_id").asInt(0));
        }
        Set<Integer> topics = Set.of(ANNAS_TOPIC, CARLOS_TOPIC);
        int checked = 0;
        for (FakeBotApi.Call call : api.calls()) {
            if (call.params().path("chat_id").asLong(0) != GROUP) {
                continue;
            }
            checked++;
            JsonNode p = call.params();
            switch (call.method()) {
                case "sendmessage", "sendphoto", "senddocument" ->
                        assertThat(p.path("message_thread_id").asInt(0)).as("%s %s", call.method(), p).isIn(topics);
                case "editmessagetext", "editmessagecaption", "editmessagemedia", "editmessagereplymarkup" ->
                        assertThat(topicOf.get(p.path("message_id").asInt())).as("%s %s", call.method(), p).isIn(topics);
                // Who administers the group is the group's, not a topic's.
                case "getchatadministrators" -> {
                }
                default -> fail("the adapter called %s in the group: does it carry the topic? %s", call.method(), p);
            }
        }
        assertThat(checked).isGreaterThan(20);
        assertThat(api.calls()).extracting(FakeBotApi.Call::method).contains("sendphoto", "editmessagemedia");
    }

    private int postsTo(int topic) {
        return (int) api.calls().stream().filter(c -> c.params().path("chat_id").asLong(0) == GROUP
                && c.params().path("message_thread_id").asInt(0) == topic && c.method().startsWith("send")).count();
    }

    private List<ObjectNode> inTopic(int topic) {
        return api.messages(GROUP).stream().filter(m -> m.path("message_thread_id").asInt(0) == topic).toList();
    }

    private boolean over(int topic) {
        return inTopic(topic).stream().anyMatch(m -> FakeBotApi.text(m).contains("🏁"));
    }

    private ObjectNode message(long chat, String what, java.util.function.Predicate<ObjectNode> test) {
        return api.await(what, 10, () -> api.messages(chat).stream().filter(test).reduce((a, b) -> b),
                Optional::isPresent).orElseThrow();
    }

    private Optional<ObjectNode> prompt(long user) {
        return api.messages(user).stream().filter(m -> button(m).isPresent()).reduce((a, b) -> b);
    }

    private static Optional<String> button(JsonNode message) {
        return FakeBotApi.buttons(message).stream().map(b -> b.path("callback_data").asText())
                .filter(d -> d.startsWith("m:")).findFirst();
    }

    private static int id(JsonNode message) {
        return message.get("message_id").asInt();
    }
}
