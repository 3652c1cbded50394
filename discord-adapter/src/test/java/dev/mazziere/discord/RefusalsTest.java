package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Right;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Discord refusals in the core's terms")
class RefusalsTest {

    @Test
    @DisplayName("Unknown Channel and Unknown Guild: the chat is gone")
    void unknown() {
        assertThat(Refusals.failure(10003, true)).isEqualTo(Delivery.Failure.CHAT_GONE);
        assertThat(Refusals.failure(10004, true)).isEqualTo(Delivery.Failure.CHAT_GONE);
    }

    @Test
    @DisplayName("Missing Access: a right to grant while the server is known, the chat gone once it left the cache")
    void missingAccess() {
        assertThat(Refusals.failure(50001, true)).isEqualTo(Delivery.Failure.NO_RIGHTS);
        assertThat(Refusals.failure(50001, false)).isEqualTo(Delivery.Failure.CHAT_GONE);
        assertThat(Refusals.byCode(50001)).containsExactly(Right.VIEW);
    }

    @Test
    @DisplayName("Missing Permissions names Send Messages when nothing better is known; other codes are no rights")
    void missingPermissions() {
        assertThat(Refusals.failure(50013, true)).isEqualTo(Delivery.Failure.NO_RIGHTS);
        assertThat(Refusals.byCode(50013)).containsExactly(Right.POST);
        assertThat(Refusals.failure(50035, true)).isEqualTo(Delivery.Failure.OTHER);
        assertThat(Refusals.byCode(50035)).isEmpty();
    }

    @Test
    @DisplayName("Discord permissions map to the rights the core names; others to none")
    void rights() {
        assertThat(Refusals.right(Permission.VIEW_CHANNEL)).contains(Right.VIEW);
        assertThat(Refusals.right(Permission.MESSAGE_SEND)).contains(Right.POST);
        assertThat(Refusals.right(Permission.MESSAGE_SEND_IN_THREADS)).contains(Right.POST);
        assertThat(Refusals.right(Permission.MESSAGE_HISTORY)).contains(Right.READ_HISTORY);
        assertThat(Refusals.right(Permission.MESSAGE_ATTACH_FILES)).contains(Right.ATTACH_FILES);
        assertThat(Refusals.right(Permission.BAN_MEMBERS)).isEmpty();
    }
}
