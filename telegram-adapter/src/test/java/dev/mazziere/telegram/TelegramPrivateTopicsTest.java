package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

@DisplayName("A player's hands in topics of their private chat with the bot, on the fake Bot API")
class TelegramPrivateTopicsTest {

    private static final long THURSDAY = -1_000_600;
    private static final long OSTERIA = -1_000_700;
    private static final long ANNA = 101;

    @RegisterExtension
    final TelegramHarness telegram = new TelegramHarness();
    private final FakeBotApi api = telegram.api();
    private final ObjectNode anna = api.user(ANNA, "anna", "en");

    @BeforeEach
    void start() {
        api.title(THURSDAY, "Amici del giovedì");
        api.title(OSTERIA, "Osteria");
    }

    @Test
    @DisplayName("with topics in private chats, two tables' hands go to two topics named after them, kept across a restart")
    void twoTablesTwoTopics() {
        // given a bot whose private chats hold topics, and anna at a table in each of two groups
        api.topicsInPrivate(true);
        telegram.startBot();
        String thursday = open(THURSDAY);
        String osteria = open(OSTERIA);

        // when both deal her a hand
        int thursdayTopic = topicOf(thursday);
        int osteriaTopic = topicOf(osteria);

        // then each table has its topic in her private chat, named after the game and the group
        assertThat(api.topics(ANNA)).containsOnly(Map.entry(thursdayTopic, "Scopa · Amici del giovedì"),
                Map.entry(osteriaTopic, "Scopa · Osteria"));
        everyTableMessageInItsTopic(Map.of(thursday, thursdayTopic, osteria, osteriaTopic));

        // when the bot restarts and she plays on
        telegram.restart();
        play(6);

        // then her hands still go to the same two topics, and no topic was made again
        assertThat(api.calls("createForumTopic")).hasSize(2);
        everyTableMessageInItsTopic(Map.of(thursday, thursdayTopic, osteria, osteriaTopic));

        // and a command she types in a topic is answered there
        api.sayInTopic(anna, ANNA, osteriaTopic, "/help");
        ObjectNode help = message("the answer to /help", m -> FakeBotApi.text(m).contains("Mazziere — commands"));
        assertThat(help.path("message_thread_id").asInt()).isEqualTo(osteriaTopic);
    }

    @Test
    @DisplayName("/hand typed in a table's private topic shows that table's hand there, not the list of her tables")
    void handInATopic() {
        // given anna at two tables, each with its topic in her private chat, and her turn at both
        api.topicsInPrivate(true);
        telegram.startBot();
        String thursday = open(THURSDAY);
        String osteria = open(OSTERIA);
        topicOf(thursday);
        int osteriaTopic = topicOf(osteria);
        int before = api.messages(ANNA).size();

        // when she types /hand in the Osteria's topic
        api.sayInTopic(anna, ANNA, osteriaTopic, "/hand");

        // then the Osteria's hand comes, in that topic, and no list of tables
        ObjectNode answer = api.await("the answer to /hand", 15, () -> api.messages(ANNA).stream().skip(before)
                .filter(m -> !moves(m).isEmpty() || FakeBotApi.text(m).contains("Your tables")).findFirst(),
                Optional::isPresent).orElseThrow();
        assertThat(FakeBotApi.text(answer)).doesNotContain("Your tables");
        assertThat(moves(answer)).isNotEmpty().allMatch(d -> d.startsWith("m:" + osteria + ":"));
        assertThat(answer.path("message_thread_id").asInt()).isEqualTo(osteriaTopic);
    }

    @Test
    @DisplayName("without topics in private chats, hands go to the private chat as ever, and no topic is asked for")
    void withoutTopicsAsBefore() {
        telegram.startBot();

        String thursday = open(THURSDAY);
        prompt(thursday);

        assertThat(api.messages(ANNA)).isNotEmpty().allMatch(m -> !m.has("message_thread_id"));
        assertThat(api.calls("createForumTopic")).isEmpty();
        assertThat(api.calls("getChat")).isEmpty();
    }

    @Test
    @DisplayName("a topic Telegram refuses to make: hands go to the private chat, and the bot does not ask again for each")
    void refusedTopicFallsBack() {
        // given a bot with private topics, whose first topic Telegram refuses
        api.topicsInPrivate(true);
        api.fail("createForumTopic", 400, "Bad Request: the chat is not a forum", null);
        telegram.startBot();

        // when anna plays at two tables
        String thursday = open(THURSDAY);
        String osteria = open(OSTERIA);
        prompt(thursday);
        prompt(osteria);
        play(6);

        // then every hand reached her private chat itself, and a topic was asked for once
        assertThat(api.messages(ANNA)).isNotEmpty().allMatch(m -> !m.has("message_thread_id"));
        assertThat(api.calls("createForumTopic")).hasSize(1);
        assertThat(api.topics(ANNA)).isEmpty();
    }

    // ---- anna

    /** Anna opens Scopa in {@code group}, seats a computer player and starts; returns the table's id. */
    private String open(long group) {
        api.say(anna, group, "/scopa");
        api.await("anna's lobby in " + group, 10, () -> api.messages(group).stream()
                .anyMatch(m -> FakeBotApi.text(m).contains("table opened by anna")), ok -> ok);
        String table = Long.toString(telegram.store().loadOpenTable("telegram", Long.toString(group)).orElseThrow().table().id());
        api.say(anna, group, "/addbot");
        api.await("the computer seated in " + group, 10, () -> api.messages(group).stream()
                .anyMatch(m -> FakeBotApi.text(m).contains("anna, ")), ok -> ok);
        api.say(anna, group, "/start");
        return table;
    }

    /** Anna plays whatever turn is hers, {@code presses} times. */
    private void play(int presses) {
        for (int i = 0; i < presses; i++) {
            ObjectNode p = api.await("anna's turn", 15, () -> api.messages(ANNA).stream()
                    .filter(m -> !moves(m).isEmpty()).reduce((a, b) -> b), Optional::isPresent).orElseThrow();
            api.press(anna, ANNA, id(p), moves(p).get(0));
            api.await("the prompt to be cleared", 10, () -> api.messages(ANNA).stream()
                    .filter(m -> id(m) == id(p)).findFirst().orElseThrow(), m -> moves(m).isEmpty());
        }
    }

    // ---- reading the fake

    /** Anna's newest prompt of {@code table}, once there is one. */
    private ObjectNode prompt(String table) {
        return message("anna's prompt of table " + table,
                m -> moves(m).stream().anyMatch(d -> d.startsWith("m:" + table + ":")));
    }

    /** The topic of anna's private chat that holds her prompt of {@code table}. */
    private int topicOf(String table) {
        int topic = prompt(table).path("message_thread_id").asInt(0);
        assertThat(topic).as("the topic of table %s", table).isNotZero();
        return topic;
    }

    /** Every private message of anna's that carries a table's buttons lies in that table's topic. */
    private void everyTableMessageInItsTopic(Map<String, Integer> topics) {
        message("a prompt", m -> !moves(m).isEmpty());
        int checked = 0;
        for (ObjectNode m : api.messages(ANNA)) {
            for (String data : moves(m)) {
                String table = data.split(":")[1];
                assertThat(m.path("message_thread_id").asInt(0)).as("message %s of table %s", id(m), table)
                        .isEqualTo(topics.get(table));
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }

    private ObjectNode message(String what, java.util.function.Predicate<ObjectNode> test) {
        return api.await(what, 15, () -> api.messages(ANNA).stream().filter(test).reduce((a, b) -> b),
                Optional::isPresent).orElseThrow();
    }

    /** The move buttons of a message ("m:<table>:<move>:<code>"). */
    private static List<String> moves(JsonNode message) {
        return FakeBotApi.buttons(message).stream().map(b -> b.path("callback_data").asText())
                .filter(d -> d.startsWith("m:")).toList();
    }

    private static int id(JsonNode message) {
        return message.get("message_id").asInt();
    }
}
