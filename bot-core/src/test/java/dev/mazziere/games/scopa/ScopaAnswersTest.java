package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The root answers a reply it sees with one move for every deal, not with each deal's own best. */
final class ScopaAnswersTest {

    private static final long REPLY = 1;
    private static final long OTHER_REPLY = 2;
    private static final long ANSWER_A = 10;
    private static final long ANSWER_B = 11;

    @Test
    @DisplayName("one answer serves every deal where the reply is made: the best sum, not the sum of each deal's best")
    void oneAnswerForEveryDealOfAReply() {
        ScopaAnswers answers = new ScopaAnswers(1);
        answers.add(0, REPLY, ANSWER_A, 5);
        answers.add(0, REPLY, ANSWER_B, 0);
        answers.add(0, REPLY, ANSWER_A, 0);
        answers.add(0, REPLY, ANSWER_B, 4);

        assertThat(answers.sum(0)).isCloseTo(5, within(1e-9));
    }

    @Test
    @DisplayName("different replies are answered apart, and root moves are summed apart")
    void repliesAndRootMovesApart() {
        ScopaAnswers answers = new ScopaAnswers(2);
        answers.add(0, REPLY, ANSWER_A, 3);
        answers.add(0, OTHER_REPLY, ANSWER_B, -1);
        answers.add(0, OTHER_REPLY, ANSWER_A, -2);
        answers.add(1, REPLY, ANSWER_B, 7);

        assertThat(answers.sum(0)).isCloseTo(3 - 1, within(1e-9));
        assertThat(answers.sum(1)).isCloseTo(7, within(1e-9));
    }
}
