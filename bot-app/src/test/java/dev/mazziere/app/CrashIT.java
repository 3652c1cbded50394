package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.TranscriptReplay;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code java -jar mazziere.jar} console process plays Scopa (anna against a
 * computer player) on a SQLite file, is killed with SIGKILL at seeded random moves, and
 * is started again on the same file each time: the match must carry on to its end and
 * its transcript ({@code /history}) must replay. Runs after {@code package} (failsafe).
 */
@DisplayName("A bot killed in the middle of a match")
class CrashIT {

    private static final long SEED = 20261122L;
    private static final int KILLS = 3;
    private static final String SYNC = "#999999999";
    private static final Pattern BUTTON = Pattern.compile("\\[(\\d+)] ");

    @TempDir
    Path dir;

    private int starts;

    @Test
    @DisplayName("carries on after SIGKILL at several random moves and ends with a transcript that replays")
    void survivesKills() throws Exception {
        Random random = new Random(SEED);
        TreeSet<Integer> killAt = new TreeSet<>();
        while (killAt.size() < KILLS) {
            killAt.add(1 + random.nextInt(40));
        }
        System.out.println("CrashIT kill points (presses): " + killAt);

        Bot bot = new Bot();
        bot.say("anna> /scopa");
        bot.say("anna> /addbot");
        bot.say("anna> /start");
        List<String> seen = bot.sync();
        int presses = 0;
        boolean over = false;
        List<String> restarts = new ArrayList<>();
        while (!over && presses < 400) {
            Integer button = promptButton(seen);
            if (button == null) {
                bot.say("anna> /hand");
                seen = bot.sync();
                button = promptButton(seen);
                assertThat(button).as("anna's buttons after /hand in %s", seen).isNotNull();
            }
            presses++;
            long before = killAt.contains(presses) ? loggedMoves() : 0;
            bot.say("anna> #" + button);
            if (killAt.contains(presses)) {
                // At once (the move is usually still being handled), or once it is surely committed.
                Thread.sleep(restarts.size() % 2 == 0 ? 0 : 30);
                bot.kill();
                long atKill = loggedMoves();
                bot = new Bot();
                seen = bot.sync();
                restarts.add("press " + presses + ": " + (atKill > before ? "move committed before the kill"
                        : "killed before the commit") + ", " + (loggedMoves() - atKill) + " computer moves at start-up, "
                        + (seen.stream().anyMatch(l -> l.startsWith("[chat] (edit) 🃏"))
                        ? "table message edited" : "table message re-sent"));
                assertThat(seen).as("the restarted bot refreshes the table message")
                        .anyMatch(l -> l.startsWith("[chat] (edit) 🃏") || l.startsWith("[chat] 🃏"));
                continue;
            }
            seen = bot.sync();
            over = seen.stream().anyMatch(l -> l.contains("Match over"));
        }
        System.out.println("CrashIT restarts: " + restarts + "; presses " + presses + "; processes " + starts);
        assertThat(over).as("the match ended").isTrue();

        bot.say("anna> /history");
        List<String> history = bot.sync();
        String file = history.stream().filter(l -> l.startsWith("[chat] 📎 ")).map(l -> l.substring(9).trim())
                .findFirst().orElseThrow(() -> new AssertionError("no transcript file in " + history));
        String transcript = Files.readString(Path.of(file)).trim();
        MatchState replayed = new TranscriptReplay(GameRegistry.standard()::rules).replay(transcript);
        assertThat(replayed.isOver()).isTrue();
        assertThat(replayed.result().stopped()).isFalse();

        bot.say("anna> /stats");
        assertThat(bot.sync()).anyMatch(l -> l.contains("anna — ") && l.contains("/ 1 played"));
        bot.quit();
        assertThat(starts).isEqualTo(KILLS + 1);
    }

    /** Moves in the database's logs, read while the bot runs (SQLite's WAL lets readers in). */
    private long loggedMoves() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("mazziere.db"));
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM match_moves")) {
            return rs.next() ? rs.getLong(1) : 0;
        } catch (java.sql.SQLException e) {
            return 0; // not created yet
        }
    }

    /** The first button of the newest private prompt to anna in {@code lines}, if any. */
    private static Integer promptButton(List<String> lines) {
        Integer found = null;
        boolean inPrompt = false;
        for (String line : lines) {
            if (!line.startsWith(" ")) {
                inPrompt = line.startsWith("[dm anna] ") && line.contains("your turn");
                continue;
            }
            Matcher m = BUTTON.matcher(line);
            if (inPrompt && m.find()) {
                found = Integer.parseInt(m.group(1));
                inPrompt = false;
            }
        }
        return found;
    }

    /** One bot process on the test's database. */
    private final class Bot {
        private final Process process;
        private final Writer in;
        private final BlockingQueue<String> out = new LinkedBlockingQueue<>();

        Bot() throws IOException {
            starts++;
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            ProcessBuilder pb = new ProcessBuilder(java.toString(), "-Duser.language=en", "-Duser.country=US",
                    "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-jar",
                    Path.of("target", "mazziere.jar").toAbsolutePath().toString())
                    .directory(dir.toFile())
                    .redirectError(dir.resolve("stderr-" + starts + ".log").toFile());
            pb.environment().put("MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("mazziere.db"));
            pb.environment().remove("TELEGRAM_BOT_TOKEN");
            pb.environment().remove("DISCORD_BOT_TOKEN");
            process = pb.start();
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = r.readLine()) != null) {
                        out.add(line);
                    }
                } catch (IOException e) {
                    // the process was killed
                }
            }, "crash-it-reader");
            reader.setDaemon(true);
            reader.start();
        }

        void say(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        /** Everything printed until the bot has handled every line sent so far. */
        List<String> sync() throws Exception {
            say("anna> " + SYNC);
            List<String> lines = new ArrayList<>();
            while (true) {
                String line = out.poll(30, TimeUnit.SECONDS);
                if (line == null) {
                    throw new AssertionError("the bot went quiet; stderr: "
                            + Files.readString(dir.resolve("stderr-" + starts + ".log")) + "\nlast output: " + lines);
                }
                if (line.contains("no button " + SYNC)) {
                    return lines;
                }
                lines.add(line);
            }
        }

        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }

        void quit() throws Exception {
            in.close();
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("the bot exits at the end of its input").isTrue();
            assertThat(process.exitValue()).isZero();
        }
    }
}
