package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Players who answer at once, against the bot on a {@link FakeBotApi}: the first opens a
 * table in the group, the others join, and whoever gets a prompt presses its last move
 * button as soon as it arrives. Records how long each press waited for its answer, how
 * long each player waited for their prompt after the move before it, and every call the
 * bot made from the start of the match.
 */
final class BriskPlayers {

    /** A move pressed: its callback query, when it was pressed, how long its player waited for the prompt. */
    record Press(String query, long at, long promptWaitNanos) {
    }

    /**
     * What a stretch of play cost.
     *
     * @param answerMillis press to its answerCallbackQuery, per move
     * @param promptMillis the move before to the prompt's sendMessage (or sendPhoto), per move
     * @param calls        Bot API calls by kind: "group send", "group edit", "private send", "private edit", "answer"
     */
    record Figures(int moves, List<Long> answerMillis, List<Long> promptMillis, Map<String, Integer> calls) {

        long worstAnswer() {
            return answerMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        }

        long worstPrompt() {
            return promptMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        }

        double perMove(String kind) {
            return calls.getOrDefault(kind, 0) / (double) moves;
        }

        /** One line for docs/measured.md: moves, answers and prompts (median, 95th percentile, worst), calls per move. */
        String line() {
            return String.format(Locale.ROOT, "%d moves; answer ms p50 %d p95 %d max %d; prompt ms p50 %d p95 %d max %d;"
                            + " per move: group %.2f (%d sends, %d edits), private sends %.2f, private edits %.2f",
                    moves, pct(answerMillis, 50), pct(answerMillis, 95), worstAnswer(), pct(promptMillis, 50),
                    pct(promptMillis, 95), worstPrompt(), perMove("group send") + perMove("group edit"),
                    calls.getOrDefault("group send", 0), calls.getOrDefault("group edit", 0), perMove("private send"),
                    perMove("private edit"));
        }

        private static long pct(List<Long> values, int p) {
            if (values.isEmpty()) {
                return 0;
            }
            List<Long> sorted = values.stream().sorted().toList();
            return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
        }
    }

    private final FakeBotApi api;
    private final long group;
    private final List<ObjectNode> users;
    private final Set<String> pressed = new HashSet<>();
    private final List<Press> presses = new ArrayList<>();
    private long lastMove;
    private long started;

    BriskPlayers(FakeBotApi api, long group, List<ObjectNode> users) {
        this.api = api;
        this.group = group;
        this.users = List.copyOf(users);
    }

    /**
     * The first user opens {@code game} with the owner's {@code options} ("end hands"),
     * the others press Join, and the owner starts; returns once someone has a prompt.
     */
    void open(String game, List<String> options, Duration patience) {
        ObjectNode owner = users.get(0);
        api.say(owner, group, "/" + game + "@" + FakeBotApi.BOT);
        ObjectNode lobby = newest(group, "the lobby", m -> text(m).contains("table opened by"), patience);
        for (String option : options) {
            api.say(owner, group, "/option " + option);
            newest(group, "option " + option, m -> text(m).contains("table opened by") && text(m).contains(option),
                    patience);
        }
        for (ObjectNode user : users.subList(1, users.size())) {
            api.press(user, group, id(lobby), button(lobby, "j:").orElseThrow());
            String name = user.get("first_name").asText();
            newest(group, name + " seated", m -> text(m).contains("table opened by") && text(m).contains(name),
                    patience);
        }
        started = System.nanoTime();
        lastMove = started;
        api.say(owner, group, "/start");
        api.await("the first prompt", (int) patience.toSeconds(), this::prompt, Optional::isPresent);
    }

    /** True once the group shows the end of the match. */
    boolean over() {
        return api.messages(group).stream().anyMatch(m -> text(m).contains("🏁"));
    }

    /**
     * Plays {@code moves} moves (fewer if the match ends), each pressed as soon as its prompt
     * is there; fails when a prompt takes longer than {@code patience}.
     */
    void play(int moves, Duration patience) {
        for (int i = 0; i < moves && !over(); i++) {
            Optional<ObjectNode> next = api.await("the next prompt after " + presses.size() + " moves",
                    (int) patience.toSeconds(), () -> over() ? Optional.<ObjectNode>empty() : prompt(),
                    p -> p.isPresent() || over());
            if (next.isEmpty()) {
                return;
            }
            press(next.get());
        }
    }

    /** Plays until the match is over. */
    void playToTheEnd(Duration patience) {
        while (!over()) {
            play(1000, patience);
        }
    }

    private void press(ObjectNode prompt) {
        long chat = prompt.get("chat").get("id").asLong();
        ObjectNode user = users.stream().filter(u -> u.get("id").asLong() == chat).findFirst().orElseThrow();
        long sent = api.sentAt(chat, id(prompt));
        pressed.add(chat + ":" + id(prompt));
        long now = System.nanoTime();
        // The last button: in Napoleone the highest bid, so a hand is never thrown in for want of bids.
        List<String> moves = FakeBotApi.buttons(prompt).stream().map(b -> b.path("callback_data").asText())
                .filter(d -> d.startsWith("m:")).toList();
        ObjectNode update = api.press(user, chat, id(prompt), moves.get(moves.size() - 1));
        presses.add(new Press(update.get("callback_query").get("id").asText(), now, sent - lastMove));
        lastMove = now;
    }

    /** Waits for every press to be answered, then sums up; the calls counted are those since the start. */
    Figures figures(Duration patience) {
        List<Long> answers = new ArrayList<>();
        List<Long> prompts = new ArrayList<>();
        for (Press p : presses) {
            FakeBotApi.Call answer = answerTo(p.query(), patience);
            answers.add(TimeUnit.NANOSECONDS.toMillis(answer.atNanos() - p.at()));
            prompts.add(TimeUnit.NANOSECONDS.toMillis(p.promptWaitNanos()));
        }
        Map<String, Integer> calls = new LinkedHashMap<>();
        for (String method : List.of("sendMessage", "sendPhoto", "editMessageText", "editMessageCaption",
                "editMessageMedia", "answerCallbackQuery")) {
            for (FakeBotApi.Call c : api.calls(method)) {
                if (c.atNanos() >= started && c.failedWith() == 0) {
                    calls.merge(kind(method, c.params().path("chat_id").asLong()), 1, Integer::sum);
                }
            }
        }
        return new Figures(presses.size(), answers, prompts, calls);
    }

    /** The answer to {@code query}, once the bot has made it. */
    FakeBotApi.Call answerTo(String query, Duration patience) {
        return api.await("the answer to " + query, (int) patience.toSeconds(), () -> api.calls("answerCallbackQuery")
                        .stream().filter(c -> c.params().path("callback_query_id").asText().equals(query)).findFirst(),
                Optional::isPresent).orElseThrow();
    }

    List<Press> presses() {
        return List.copyOf(presses);
    }

    private static String kind(String method, long chat) {
        return switch (method) {
            case "answerCallbackQuery" -> "answer";
            case "sendMessage", "sendPhoto" -> chat < 0 ? "group send" : "private send";
            default -> chat < 0 ? "group edit" : "private edit";
        };
    }

    /** A player's prompt with move buttons nobody pressed yet. */
    private Optional<ObjectNode> prompt() {
        for (ObjectNode user : users) {
            long chat = user.get("id").asLong();
            Optional<ObjectNode> p = api.messages(chat).stream()
                    .filter(m -> button(m, "m:").isPresent() && !pressed.contains(chat + ":" + id(m)))
                    .reduce((a, b) -> b);
            if (p.isPresent()) {
                return p;
            }
        }
        return Optional.empty();
    }

    private ObjectNode newest(long chat, String what, java.util.function.Predicate<ObjectNode> test, Duration patience) {
        return api.await(what, (int) patience.toSeconds(),
                () -> api.messages(chat).stream().filter(test).reduce((a, b) -> b), Optional::isPresent).orElseThrow();
    }

    /** A message's text, or a photo's caption. */
    static String text(JsonNode m) {
        return FakeBotApi.text(m);
    }

    static int id(JsonNode message) {
        return message.get("message_id").asInt();
    }

    static Optional<String> button(JsonNode message, String prefix) {
        return FakeBotApi.buttons(message).stream().map(b -> b.path("callback_data").asText())
                .filter(d -> d.startsWith(prefix)).findFirst();
    }
}
