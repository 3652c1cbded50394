package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A match of brisk players ({@link BriskPlayers}) against the whole bot on a
 * {@link FakeBotApi} that refuses, as Telegram does, every call over Telegram's flood
 * limits ({@link FloodControl}), and what the players saw: how long the group went without
 * an update while moves were made, whether every hand's result and every throw-in reached
 * the group, how long typed commands waited for their answers, how long a move took to
 * come back as the next move's buttons. Time runs {@code speed} times faster than
 * Telegram's (the bot's limits, the fake's and the computer's pause alike); every figure is
 * given in Telegram's time. Used by {@code bench telegram} (real time, whole matches) and by
 * the suite's test (faster, the same checks).
 */
public final class PacingBench {

    /** The computer's pause before a move, as the bot has it in production. */
    public static final Duration BOT_PAUSE = Duration.ofMillis(1200);
    static final long SPECTATOR = 199;
    /** How often a player passes in Napoleone's bidding: all four pass, and the hand is thrown in, about a deal in three. */
    static final double PASS_RATE = 0.75;
    private static final List<String> NAMES = List.of("anna", "carlo", "dora", "ezio");
    private static final Set<String> MESSAGE_CALLS = Set.of("sendmessage", "sendphoto", "senddocument",
            "editmessagetext", "editmessagecaption", "editmessagemedia", "editmessagereplymarkup");

    /**
     * What to play.
     *
     * @param players  human players; alone: one, in their private chat against the computer
     * @param options  the owner's {@code /option} lines before the start ("hands 5")
     * @param speed    how many times faster than Telegram time runs
     * @param maxMoves moves to play at most (0: the whole match)
     * @param probes   whether players type commands along the way, to time their answers
     */
    public record Setup(String game, int players, boolean alone, List<String> options, double speed, long seed,
                        int maxMoves, boolean probes) {
        public Setup {
            options = List.copyOf(options);
        }

        String title() {
            return game + " " + players + (alone ? " player alone" : " players") + (speed != 1 ? " (" + speed + "x)" : "");
        }
    }

    /** What one typed command waited: {@code seconds} until its answer, or -1 when none came. */
    public record Answer(String command, double seconds) {
    }

    /**
     * What the players saw, in Telegram seconds.
     *
     * @param groupGaps     each stretch the group went without an update while moves were made (none alone)
     * @param turns         from a press to the next move's buttons, each move
     * @param pressAnswers  from a press to its answer (the button stops spinning), each move
     * @param hands         hands that ended; {@code handsSeen} those whose result the chat was shown
     * @param throwIns      hands thrown in; {@code throwInsSeen} those the chat was shown
     * @param tooManyRequests calls the fake refused with 429
     */
    public record Figures(Setup setup, int moves, double seconds, List<Double> groupGaps, List<Double> turns,
                          List<Double> pressAnswers, List<Answer> answers, int hands, int handsSeen, int throwIns,
                          int throwInsSeen, Map<String, Integer> calls, int tooManyRequests) {

        public double worstGap() {
            return max(groupGaps);
        }

        public long gapsOver(double seconds) {
            return groupGaps.stream().filter(g -> g > seconds).count();
        }

        public double worstAnswer() {
            return answers.stream().mapToDouble(a -> a.seconds() < 0 ? Double.POSITIVE_INFINITY : a.seconds()).max()
                    .orElse(0);
        }

        public double perMove(String kind) {
            return calls.getOrDefault(kind, 0) / (double) Math.max(1, moves);
        }

        /** The figures as lines for people and docs/measured.md. */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            out.add(String.format(Locale.ROOT, "%s: %d moves in %.0f s, %d calls refused with 429", setup.title(), moves,
                    seconds, tooManyRequests));
            if (!setup.alone()) {
                out.add(String.format(Locale.ROOT, "group without an update: worst %.1f s, p95 %.1f s, %d gaps over 6 s",
                        worstGap(), pct(groupGaps, 95), gapsOver(6)));
                out.add(String.format(Locale.ROOT, "hand results shown %d of %d, throw-ins shown %d of %d", handsSeen,
                        hands, throwInsSeen, throwIns));
            }
            out.add(String.format(Locale.ROOT, "press to the next move's buttons: p50 %.2f s, p95 %.2f s, worst %.2f s",
                    pct(turns, 50), pct(turns, 95), max(turns)));
            out.add(String.format(Locale.ROOT, "press answered: p50 %.2f s, worst %.2f s", pct(pressAnswers, 50),
                    max(pressAnswers)));
            if (!answers.isEmpty()) {
                List<String> each = answers.stream().map(a -> a.command() + " " + (a.seconds() < 0 ? "never"
                        : String.format(Locale.ROOT, "%.1f s", a.seconds()))).toList();
                out.add("commands answered: " + String.join(", ", each));
            }
            out.add(String.format(Locale.ROOT, "calls per move: group %.2f, private %.2f", perMove("group"),
                    perMove("private")));
            return out;
        }

        static double pct(List<Double> values, int p) {
            if (values.isEmpty()) {
                return 0;
            }
            List<Double> sorted = values.stream().sorted().toList();
            return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
        }

        static double max(List<Double> values) {
            return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        }
    }

    private PacingBench() {
    }

    /** Plays {@code setup} and says what the players saw. */
    public static Figures run(Setup setup) throws Exception {
        RateLimits limits = RateLimits.TELEGRAM.faster(setup.speed());
        Duration patience = Duration.ofSeconds(Math.max(30, Math.round(120 / setup.speed())));
        Duration pause = Duration.ofNanos(Math.round(BOT_PAUSE.toNanos() / setup.speed()));
        long group = -900 - setup.seed();
        try (LiveBot bot = new LiveBot(limits, patience, setup.seed(), pause, FloodControl.telegram(setup.speed()))) {
            FakeBotApi api = bot.api;
            List<ObjectNode> users = new ArrayList<>();
            for (int i = 0; i < setup.players(); i++) {
                users.add(api.user(101 + i, NAMES.get(i), "en"));
            }
            ObjectNode spectator = api.user(SPECTATOR, "vale", "en");
            api.block(SPECTATOR); // never started the bot: nothing can be sent to them privately
            long chat = setup.alone() ? users.get(0).get("id").asLong() : group;
            BriskPlayers players = new BriskPlayers(api, chat, users, setup.seed(), PASS_RATE);
            players.open(setup.game(), setup.options(), () -> {
                if (setup.probes() && users.size() > 1) {
                    players.probe("/start by a player who does not run the table", users.get(1), chat, "/start",
                            Pattern.quote(Texts.core(Lang.EN).get("refuse.ownerOnly", "anna")));
                }
            }, patience);
            long start = System.nanoTime();
            int moves = setup.maxMoves() > 0 ? setup.maxMoves() : Integer.MAX_VALUE;
            players.play(moves, patience, n -> {
                if (setup.probes()) {
                    probe(players, users, spectator, chat, n);
                }
            });
            long end = System.nanoTime();
            Thread.sleep(Math.round(3000 / setup.speed())); // what is still queued goes out
            return figures(setup, bot, players, chat, start, end);
        }
    }

    /** The commands typed during play, at fixed moves: rules, and refusals that must not wait behind the table. */
    private static void probe(BriskPlayers players, List<ObjectNode> users, ObjectNode spectator, long chat, int move) {
        String rules = Pattern.quote(Texts.core(Lang.EN).get("rules.tableOptions", "").trim());
        ObjectNode last = users.get(users.size() - 1);
        switch (move) {
            case 6 -> players.probe("/rules by a player", users.get(users.size() > 1 ? 1 : 0), chat, "/rules", rules);
            case 14 -> players.probe("/rules by someone who never wrote to the bot", spectator, chat, "/rules", rules);
            case 22 -> players.probe("/option during play", users.get(0), chat, "/option hands 10",
                    anyNames(Texts.core(Lang.EN).get("option.playing", "\u0000", "\u0000")));
            case 30 -> players.probe("/stop by a player who does not run the table", last, chat, "/stop",
                    Pattern.quote(Texts.core(Lang.EN).get("refuse.ownerOnly", "anna")));
            case 45 -> players.probe("/rules again", users.get(0), chat, "/rules", rules);
            default -> {
            }
        }
    }

    private static Figures figures(Setup setup, LiveBot bot, BriskPlayers players, long chat, long start, long end) {
        double k = setup.speed();
        List<FakeBotApi.Call> calls = bot.api.calls();
        List<BriskPlayers.Press> presses = players.presses();
        List<Double> turns = new ArrayList<>();
        List<Double> answers = new ArrayList<>();
        for (BriskPlayers.Press p : presses) {
            turns.add(seconds(p.promptAt() - p.previousAt(), k));
            FakeBotApi.Call answer = players.answerTo(p.query(), Duration.ofSeconds(30));
            answers.add(seconds(answer.atNanos() - p.at(), k));
        }
        if (!turns.isEmpty()) {
            turns.remove(0); // the first: from the start, not from a press
        }
        List<Double> gaps = new ArrayList<>();
        List<String> groupTexts = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        int refused = 0;
        long previous = presses.isEmpty() ? start : presses.get(0).at();
        for (FakeBotApi.Call c : calls) {
            if (c.failedWith() == 429) {
                refused++;
            }
            if (c.failedWith() != 0 || !MESSAGE_CALLS.contains(c.method()) || c.atNanos() < players.started()) {
                continue;
            }
            long to = c.params().path("chat_id").asLong();
            counts.merge(to < 0 ? "group" : "private", 1, Integer::sum);
            if (to == chat && chat < 0) {
                groupTexts.add(FakeBotApi.textOf(c));
                if (c.atNanos() > previous && c.atNanos() <= end) {
                    gaps.add(seconds(c.atNanos() - previous, k));
                    previous = c.atNanos();
                }
            }
        }
        if (chat < 0 && end > previous) {
            gaps.add(seconds(end - previous, k));
        }
        List<Answer> commands = new ArrayList<>();
        for (BriskPlayers.Probe p : players.probes()) {
            commands.add(new Answer(p.label(), answered(calls, p, k)));
        }
        int[] ends = ends(bot, chat);
        return new Figures(setup, presses.size(), seconds(end - start, k), gaps, turns, answers, commands, ends[0],
                handsSeen(groupTexts, ends[0]), ends[1], throwInsSeen(groupTexts), counts, refused);
    }

    private static double seconds(long nanos, double speed) {
        return nanos * speed / 1e9;
    }

    /** Seconds from {@code p} to the first message of its typer's or its chat's that reads as its answer; -1 for none. */
    private static double answered(List<FakeBotApi.Call> calls, BriskPlayers.Probe p, double speed) {
        for (FakeBotApi.Call c : calls) {
            long to = c.params().path("chat_id").asLong();
            if (c.failedWith() == 0 && c.atNanos() >= p.at() && MESSAGE_CALLS.contains(c.method())
                    && (to == p.chat() || to == p.user()) && p.answer().matcher(FakeBotApi.textOf(c)).find()) {
                return seconds(c.atNanos() - p.at(), speed);
            }
        }
        return -1;
    }

    /** The hands that ended and the hands thrown in, from the finished match's transcript; zeros when it is not over. */
    private static int[] ends(LiveBot bot, long chat) {
        List<FinishedMatch> done = bot.store.finishedMatches(TelegramPort.PLATFORM, Long.toString(chat), 1);
        if (done.isEmpty()) {
            return new int[] {0, 0};
        }
        int scores = 0;
        int redeals = 0;
        try {
            for (JsonNode e : new ObjectMapper().readTree(done.get(0).transcriptJson()).path("events")) {
                switch (e.path("type").asText()) {
                    case "score" -> scores++;
                    case "redeal" -> redeals++;
                    default -> {
                    }
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("unreadable transcript", e);
        }
        return new int[] {scores, redeals};
    }

    /** A pattern for a text whose arguments, given as NUL, may be any words. */
    private static String anyNames(String text) {
        return Pattern.quote(text).replace("\u0000", "\\E.*?\\Q");
    }

    /** How many of the hands' results (1 to {@code hands}) some message the group was sent showed. */
    private static int handsSeen(List<String> texts, int hands) {
        int seen = 0;
        for (int hand = 1; hand <= hands; hand++) {
            // The hand's line, as the core or the game names a hand: "📊 Smazzata 3: …", "📊 Hand 3: …".
            Pattern title = Pattern.compile("📊 \\p{L}+ " + hand + ":");
            if (texts.stream().anyMatch(t -> title.matcher(t).find())) {
                seen++;
            }
        }
        return seen;
    }

    /**
     * How many throw-ins the group was shown: each line saying so that a version of the table
     * message shows and the version before did not (a throw-in's line names who passed last, so two in a row,
     * the second shown with the first, count two).
     */
    private static int throwInsSeen(List<String> texts) {
        String said = Texts.load("dev.mazziere.games.napoleone.napoleone", Lang.EN).get("said.redeal");
        int seen = 0;
        List<String> before = List.of();
        for (String text : texts) {
            if (!text.startsWith("🃏") || text.contains("table opened by")) {
                continue; // not a version of the table message: the lobby, an answer, buttons taken off
            }
            List<String> now = text.lines().filter(l -> l.contains(said)).toList();
            List<String> fresh = new ArrayList<>(now);
            before.forEach(fresh::remove);
            seen += fresh.size();
            before = now;
        }
        return seen;
    }
}
