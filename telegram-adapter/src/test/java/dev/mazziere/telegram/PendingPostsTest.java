package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Stand-in ids of messages on their way")
class PendingPostsTest {

    private final PendingPosts posts = new PendingPosts();

    @Test
    @DisplayName("a stand-in has no message id until it is sent, then Telegram's; edits under either name merge")
    void sentLater() {
        String standIn = posts.open();
        assertThat(PendingPosts.isStandIn(standIn)).isTrue();
        assertThat(posts.known(standIn)).isTrue();
        assertThat(posts.messageId(standIn)).isEmpty();
        String before = posts.key(-5, standIn);

        posts.sent(standIn, -5, 77);

        assertThat(posts.messageId(standIn)).hasValue(77);
        assertThat(posts.key(-5, "77")).isEqualTo(before).isEqualTo(posts.key(-5, standIn));
        assertThat(posts.key(-5, "78")).isNotEqualTo(before);
    }

    @Test
    @DisplayName("a failed stand-in, one of an earlier run, or an id that is no number names no message")
    void unknown() {
        String failed = posts.open();
        posts.failed(failed);
        String earlier = new PendingPosts().open();

        assertThat(posts.known(failed)).isFalse();
        assertThat(posts.known(earlier)).isFalse();
        assertThat(posts.known("m12")).isFalse();
        assertThat(posts.known("12")).isTrue();
        assertThat(posts.messageId("12")).hasValue(12);
    }
}
