package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntConsumer;
import java.util.regex.Pattern;

/**
 * Players who answer at once, against the bot on a {@link FakeBotApi}: the first opens a
 * table in the group (or, alone, in their private chat), the others join, and whoever gets
 * move buttons presses one as soon as they arrive, a move of the table not pressed before
 * (a new private message, or an edit of one). Moves are picked at random from a seed; in
 * Napoleone's bidding a player passes with {@code passRate}, so some hands are thrown in.
 * Players may also type commands along the way ({@link #probe}): what they typed, when, and
 * what the answer reads, to find it among the bot's calls. Records when each move button
 * arrived and when it was pressed.
 */
final class BriskPlayers {

    /**
     * A move pressed: its callback query, when it was pressed, its move number, when its
     * buttons arrived, and when the move before was pressed (the first: when the match started).
     */
    record Press(String query, long at, int move, long promptAt, long previousAt) {
    }

    /** A command typed: by whom, in which chat, when, and what its answer matches. */
    record Probe(String label, long user, long chat, long at, Pattern answer) {
    }

    private final FakeBotApi api;
    private final long chat;
    private final List<ObjectNode> users;
    private final Random random;
    private final double passRate;
    private final List<Press> presses = new ArrayList<>();
    private final List<Probe> probes = new ArrayList<>();
    private int lastMove = -1;
    private long lastPress;
    private long started;

    /**
     * @param chat     the table's chat: a group (negative), or the one player's private chat
     * @param passRate how often a player passes when Napoleone's bidding offers a bid
     */
    BriskPlayers(FakeBotApi api, long chat, List<ObjectNode> users, long seed, double passRate) {
        this.api = api;
        this.chat = chat;
        this.users = List.copyOf(users);
        this.random = new Random(seed);
        this.passRate = passRate;
    }

    /**
     * The first user opens {@code game} with the owner's {@code options} ("end hands"),
     * the others press Join, and the owner starts; returns once someone has move buttons.
     * {@code beforeStart} runs once everyone sits, before the owner starts (commands to probe).
     */
    void open(String game, List<String> options, Runnable beforeStart, Duration patience) {
        ObjectNode owner = users.get(0);
        api.say(owner, chat, "/" + game + (chat < 0 ? "@" + FakeBotApi.BOT : ""));
        ObjectNode lobby = newest(chat, "the lobby", m -> text(m).contains("table opened by"), patience);
        for (String option : options) {
            api.say(owner, chat, "/option " + option);
            newest(chat, "option " + option, m -> text(m).contains("table opened by") && text(m).contains(option),
                    patience);
        }
        for (ObjectNode user : users.subList(1, users.size())) {
            api.press(user, chat, id(lobby), button(lobby, "j:").orElseThrow());
            String name = user.get("first_name").asText();
            newest(chat, name + " seated", m -> text(m).contains("table opened by") && text(m).contains(name),
                    patience);
        }
        beforeStart.run();
        started = System.nanoTime();
        lastPress = started;
        api.say(owner, chat, "/start");
        api.await("the first move buttons", (int) patience.toSeconds(), this::prompt, Optional::isPresent);
    }

    /** {@code user} types {@code text} in {@code where}; its answer is the first message of theirs or there matching {@code answer}. */
    void probe(String label, ObjectNode user, long where, String text, String answer) {
        long at = System.nanoTime();
        api.say(user, where, text);
        probes.add(new Probe(label, user.get("id").asLong(), where, at, Pattern.compile(answer)));
    }

    /** True once the table's chat shows the end of the match. */
    boolean over() {
        return api.messages(chat).stream().anyMatch(m -> text(m).contains("🏁"));
    }

    /**
     * Plays {@code moves} moves (fewer if the match ends), each pressed as soon as its
     * buttons are there; {@code beforeMove} hears the number of moves pressed so far before
     * each. Fails when buttons take longer than {@code patience}.
     */
    void play(int moves, Duration patience, IntConsumer beforeMove) {
        for (int i = 0; i < moves && !over(); i++) {
            Optional<Prompt> next = api.await("the next move buttons after " + presses.size() + " moves",
                    (int) patience.toSeconds(), () -> over() ? Optional.<Prompt>empty() : prompt(),
                    p -> p.isPresent() || over());
            if (next.isEmpty()) {
                return;
            }
            beforeMove.accept(presses.size());
            press(next.get());
        }
    }

    void play(int moves, Duration patience) {
        play(moves, patience, n -> { });
    }

    /** Plays until the match is over. */
    void playToTheEnd(Duration patience, IntConsumer beforeMove) {
        while (!over()) {
            play(1000, patience, beforeMove);
        }
    }

    /** A message with the buttons of a move not pressed yet, in {@code chat}, the private chat of {@code user}. */
    private record Prompt(ObjectNode user, long chat, ObjectNode message, int move, List<String> buttons) {
    }

    private void press(Prompt p) {
        long arrived = api.changedAt(p.chat(), id(p.message()));
        long now = System.nanoTime();
        ObjectNode update = api.press(p.user(), p.chat(), id(p.message()), choose(p.buttons()));
        presses.add(new Press(update.get("callback_query").get("id").asText(), now, p.move(), arrived, lastPress));
        lastMove = p.move();
        lastPress = now;
    }

    /** A move at random; in Napoleone's bidding, a pass with {@link #passRate}, else a bid at random. */
    private String choose(List<String> buttons) {
        List<String> pass = buttons.stream().filter(b -> code(b).equals("b:pass")).toList();
        List<String> others = buttons.stream().filter(b -> !code(b).equals("b:pass")).toList();
        if (!pass.isEmpty() && (others.isEmpty() || random.nextDouble() < passRate)) {
            return pass.get(0);
        }
        return others.get(random.nextInt(others.size()));
    }

    /** The move code a move button carries: {@code m:<table>:<move number>:<code>}. */
    private static String code(String data) {
        return data.split(":", 4)[3];
    }

    private static int moveNumber(String data) {
        return Integer.parseInt(data.split(":", 4)[2]);
    }

    /** The move buttons of a move after the last pressed, in any player's private chat. */
    private Optional<Prompt> prompt() {
        for (ObjectNode user : users) {
            long own = user.get("id").asLong();
            for (ObjectNode m : api.messages(own)) {
                List<String> moves = FakeBotApi.buttons(m).stream().map(b -> b.path("callback_data").asText())
                        .filter(d -> d.startsWith("m:") && moveNumber(d) > lastMove).toList();
                if (!moves.isEmpty()) {
                    return Optional.of(new Prompt(user, own, m, moveNumber(moves.get(0)), moves));
                }
            }
        }
        return Optional.empty();
    }

    List<Press> presses() {
        return List.copyOf(presses);
    }

    List<Probe> probes() {
        return List.copyOf(probes);
    }

    /** When the owner typed {@code /start}. */
    long started() {
        return started;
    }

    /** The answer to {@code query}, once the bot has made it. */
    FakeBotApi.Call answerTo(String query, Duration patience) {
        return api.await("the answer to " + query, (int) patience.toSeconds(), () -> api.calls("answerCallbackQuery")
                        .stream().filter(c -> c.params().path("callback_query_id").asText().equals(query)).findFirst(),
                Optional::isPresent).orElseThrow();
    }

    private ObjectNode newest(long where, String what, java.util.function.Predicate<ObjectNode> test, Duration patience) {
        return api.await(what, (int) patience.toSeconds(),
                () -> api.messages(where).stream().filter(test).reduce((a, b) -> b), Optional::isPresent).orElseThrow();
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
