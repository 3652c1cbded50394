package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bench commands' arguments and output shape, with tiny budgets; never their timings. */
final class BenchCommandTest {

    @Test
    @DisplayName("bench duel prints A's record, its Wilson interval, points per hand and the margin's interval")
    void duel() {
        CommandRun run = CommandRun.of("bench", "duel", "--game", "scopa", "--a", "hard", "--b", "medium",
                "--matches", "2", "--seed", "5", "--iterations", "3");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out())
                .contains("duel scopa, 2 players, A=hard vs B=medium, 2 matches from seed 5, hard (3 iterations, heuristic playouts)")
                .containsPattern("A alone won \\d, shared the win \\d, lost \\d of 2 matches \\(even strength: 50.0% alone\\)")
                .containsPattern("A match win rate [\\d.]+% \\(ties count half\\), 95% CI \\[[\\d.]+%, [\\d.]+%\\] \\(Wilson, n=2; even strength 50%\\)")
                .containsPattern("mean points per hand: A [\\d.]+, B [\\d.]+ \\(more is better\\)")
                .containsPattern("margin per hand A-B [+-][\\d.]+, 95% CI \\[[+-][\\d.]+, [+-][\\d.]+\\] \\(over 2 matches\\)");
    }

    @Test
    @DisplayName("bench duel rotates A through every side and says fewer points are better in Traversone")
    void duelTraversone() {
        CommandRun run = CommandRun.of("bench", "duel", "--game", "traversone", "--players", "3", "--a", "easy", "--b", "medium",
                "--matches", "3", "--option", "limit=21");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("of 3 matches (even strength: 33.3% alone)")
                .containsPattern("A against each other side: \\d wins, \\d ties, \\d losses")
                .contains("(fewer is better)");
    }

    @Test
    @DisplayName("bench duel takes a game by any command that opens it: scopone is Scopa's scopone variant at four seats")
    void duelScopone() {
        CommandRun run = CommandRun.of("bench", "duel", "--game", "scopone", "--a", "easy", "--b", "medium",
                "--matches", "1", "--seed", "5");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("duel scopone, 4 players, A=easy vs B=medium, 1 matches from seed 5");
    }

    @Test
    @DisplayName("bench duel names the games it knows when --game names none")
    void duelUnknownGame() {
        CommandRun run = CommandRun.of("bench", "duel", "--game", "poker");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("unknown game 'poker' (games: scopa, scopone");
    }

    @Test
    @DisplayName("the same duel gives the same record")
    void duelIsDeterministic() {
        String[] args = {"bench", "duel", "--game", "scopa", "--a", "easy", "--b", "medium", "--matches", "4"};
        assertThat(record(CommandRun.of(args))).isEqualTo(record(CommandRun.of(args)));
    }

    private static List<String> record(CommandRun run) {
        return run.lines().stream().filter(l -> !l.contains(" s")).toList();
    }

    @Test
    @DisplayName("bench engine prints moves per second of the wall clock and of the process's CPU")
    void engine() {
        CommandRun run = CommandRun.of("bench", "engine", "--game", "scopa", "--seconds", "0.05");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("engine scopa, 2 players, random playouts, 1 thread")
                .containsPattern("\\d+ moves in \\d+ matches in [\\d.]+ s: \\d+ moves/s")
                .containsPattern("[\\d.]+ s of this process's CPU \\(JIT and GC included\\): \\d+ moves per CPU second");
    }

    @Test
    @DisplayName("bench think prints decision time percentiles of the wall clock and of the deciding thread's CPU")
    void think() {
        CommandRun run = CommandRun.of("bench", "think", "--game", "napoleone", "--level", "hard", "--decisions", "3",
                "--iterations", "2");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("think napoleone").contains("3 decisions with a choice")
                .containsPattern("(?m)^wall p50 [\\d.]+ ms, p95 [\\d.]+ ms, p99 [\\d.]+ ms, max [\\d.]+ ms, mean [\\d.]+ ms$")
                .containsPattern("(?m)^CPU  p50 [\\d.]+ ms, p95 [\\d.]+ ms, p99 [\\d.]+ ms, max [\\d.]+ ms, mean [\\d.]+ ms$");
    }

    @Test
    @DisplayName("bench's --clock cpu counts hard's milliseconds in the deciding thread's CPU time, and says so")
    void cpuClock() {
        CommandRun run = CommandRun.of("bench", "think", "--game", "scopa", "--level", "hard", "--decisions", "3",
                "--millis", "5", "--clock", "cpu");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("hard (5 ms of CPU, heuristic playouts)");
        assertThat(CommandRun.of("bench", "duel", "--game", "scopa", "--clock", "sundial").err())
                .contains("--clock is wall or cpu, not 'sundial'");
    }

    @Test
    @DisplayName("bench tables plays every table, edits a table per press and prints one figure per line")
    void tables() {
        CommandRun run = CommandRun.of("bench", "tables", "--tables", "3", "--rate", "30", "--seconds", "1", "--warmup", "0");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("bench tables: 3 tables of Scopa for two, 30 presses/s offered for 1 s")
                .contains("setup 3 tables in ")
                .containsPattern("(?m)^p50 [\\d.]+ ms$").containsPattern("(?m)^p95 [\\d.]+ ms$")
                .containsPattern("(?m)^p99 [\\d.]+ ms$").containsPattern("(?m)^max [\\d.]+ ms$")
                .containsPattern("(?m)^throughput [\\d.]+ presses/s$")
                .contains("presses 30\n").contains("errors 0\n")
                .containsPattern("(?m)^store transactions per move [\\d.]+ \\(writes [\\d.]+, reads [\\d.]+\\)$")
                .containsPattern("(?m)^platform calls per move [\\d.]+$")
                .containsPattern("(?m)^cpu per move [\\d.]+ ms \\(the process, all threads\\)$")
                .containsPattern("(?m)^scheduler queue max \\d+ \\(open tables 3\\)$")
                .containsPattern("(?m)^restart 3 open tables [\\d.]+ s \\(cpu [\\d.]+ s\\)$")
                .containsPattern("(?m)^heap per idle table -?[\\d.]+ KB$");
    }

    @Test
    @DisplayName("bench tables --overdue has a new instance play every turn whose time ran out during an outage")
    void overdue() {
        CommandRun run = CommandRun.of("bench", "tables", "--tables", "3", "--rate", "30", "--seconds", "1", "--warmup",
                "0", "--overdue");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("(?m)^overdue turns after an outage: 3 of 3 played in [\\d.]+ s "
                + "\\(cpu [\\d.]+ s\\)$");
    }

    @Test
    @DisplayName("bench ratings recomputes synthetic matches and prints the time, the update percentiles and the load")
    void ratings() {
        CommandRun run = CommandRun.of("bench", "ratings", "--matches", "300", "--players", "60", "--seed", "3");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("bench ratings: 300 synthetic matches, 60 players, seed 3, 1 thread, "
                        + "load average ([\\d.]+|n/a)")
                .containsPattern("generated in [\\d.]+ s: \\d+ rated, \\d+ with a computer seat, [2-7]-[2-7] sides, teams of 1-[12]")
                .containsPattern("recompute from scratch \\(cold JVM\\) [\\d.]+ s \\(cpu ([\\d.]+ s|n/a)\\): \\d+ matches/s, "
                        + "\\d+ updates, \\d+ ratings")
                .containsPattern("recompute again \\(warm\\) [\\d.]+ s")
                .containsPattern("one match's update: mean [\\d.]+ ms, p50 [\\d.]+ ms, p99 [\\d.]+ ms, max [\\d.]+ ms, "
                        + "\\d+ over 5 ms \\(each of the 300 matches\\)")
                .containsPattern("one match's update, this thread's CPU: mean [\\d.]+ ms, p50 [\\d.]+ ms, p99 [\\d.]+ ms, "
                        + "max [\\d.]+ ms, \\d+ over 5 ms")
                .containsPattern("season ranking \\(scopa, \\d{4}-\\d{2}\\) from all \\d+ updates: [\\d.]+ ms, \\d+ players")
                .containsPattern("hidden skill vs mu over \\d+ settled ratings \\(10\\+ matches\\): Pearson r (-?[\\d.]+|NaN)")
                .containsPattern("load average ([\\d.]+|n/a) \\(\\d+ cores\\)");
    }

    @Test
    @DisplayName("bench records fills a store through the bot's match ends, rebuilds the ratings, and times /profile and /stats global")
    void records() {
        CommandRun run = CommandRun.of("bench", "records", "--matches", "150", "--players", "40", "--queries", "5");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("bench records: 150 synthetic matches, 40 players, seed 1, SQLite, 1 thread, "
                        + "load average ([\\d.]+|n/a)")
                .containsPattern("filled in [\\d.]+ s; a match's ending transaction with its records: mean [\\d.]+ ms, "
                        + "p50 [\\d.]+ ms, p99 [\\d.]+ ms")
                .containsPattern("ratings rebuilt from scratch from the store: [\\d.]+ s \\(150 matches, \\d+ rated, "
                        + "\\d+ updates, \\d+ ratings\\)")
                .containsPattern("/profile \\(a random player, 6 months of trend\\): mean [\\d.]+ ms")
                .containsPattern("/stats global \\(every board's top 10 and their month\\): mean [\\d.]+ ms")
                .containsPattern("5 answers of each; load average ([\\d.]+|n/a) \\(\\d+ cores\\)");
    }

    @Test
    @DisplayName("the same seed makes the same synthetic matches")
    void syntheticMatchesAreSeeded() {
        assertThat(new SyntheticMatches(200, 5).matches(50)).isEqualTo(new SyntheticMatches(200, 5).matches(50))
                .isNotEqualTo(new SyntheticMatches(200, 6).matches(50));
    }

    @Test
    @DisplayName("bad arguments are one-line errors with exit code 2")
    void badArguments() {
        assertThat(CommandRun.of("bench", "duel", "--game", "scopa", "--a", "grandmaster").err())
                .contains("unknown level 'grandmaster'").contains("easy, medium, hard");
        assertThat(CommandRun.of("bench", "duel", "--game", "scopa", "--matches", "0").exit()).isEqualTo(2);
        assertThat(CommandRun.of("bench", "duel", "--game", "chess").exit()).isEqualTo(2);
        assertThat(CommandRun.of("bench", "engine", "--game", "scopa", "--players", "9").exit()).isEqualTo(2);
        assertThat(CommandRun.of("bench", "think", "--game", "scopa", "--playout", "smart").err()).contains("--playout");
        assertThat(CommandRun.of("bench", "duel", "--game", "scopa", "--option", "target").err()).contains("NAME=VALUE");
        assertThat(CommandRun.of("bench", "tables", "--tables", "0").exit()).isEqualTo(2);
        assertThat(CommandRun.of("bench", "ratings", "--matches", "0").err()).contains("--matches must be at least 1");
        assertThat(CommandRun.of("bench", "ratings", "--players", "1").exit()).isEqualTo(2);
        assertThat(CommandRun.of("bench").exit()).isEqualTo(2);
    }
}
