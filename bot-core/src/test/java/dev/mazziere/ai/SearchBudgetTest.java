package dev.mazziere.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A search budget's deadline, on the wall clock or on the deciding thread's CPU time. */
final class SearchBudgetTest {

    @Test
    @DisplayName("on the wall clock a deadline passes while the thread waits; on the thread's CPU time it does not")
    void waitingCountsOnlyOnTheWallClock() throws InterruptedException {
        SearchBudget wall = SearchBudget.HARD.withMillis(5);
        SearchBudget cpu = wall.withClock(SearchBudget.Clock.THREAD_CPU);
        long wallDeadline = wall.deadline();
        long cpuDeadline = cpu.deadline();

        Thread.sleep(30);

        assertThat(wall.past(wallDeadline)).isTrue();
        assertThat(cpu.past(cpuDeadline)).isFalse();
    }

    @Test
    @DisplayName("without milliseconds a budget's deadline never passes")
    void noMillisNoDeadline() {
        SearchBudget iterationsOnly = SearchBudget.HARD.withIterations(10).withMillis(0);

        assertThat(iterationsOnly.deadline()).isEqualTo(Long.MAX_VALUE);
        assertThat(iterationsOnly.past(iterationsOnly.deadline())).isFalse();
    }

    @Test
    @DisplayName("the table's budget counts the wall clock, and a new clock keeps the rest of the budget")
    void tableCountsTheWallClock() {
        SearchBudget cpu = SearchBudget.HARD.withClock(SearchBudget.Clock.THREAD_CPU);

        assertThat(SearchBudget.HARD.clock()).isEqualTo(SearchBudget.Clock.WALL);
        assertThat(cpu.withClock(SearchBudget.Clock.WALL)).isEqualTo(SearchBudget.HARD);
    }
}
