package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.table.flow.Payload;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Button payloads")
class PayloadTest {

    @Test
    @DisplayName("a move payload names table, move number and move, and reads back equal")
    void roundTrip() {
        Payload p = new Payload.Play("k3f9q2", 17, "7D:3S4C");
        assertThat(p.encode()).isEqualTo("m:k3f9q2:17:7D:3S4C");
        assertThat(Payload.parse(p.encode())).contains(p);
        assertThat(Payload.parse("h:k3f9q2")).contains(new Payload.Action(Payload.Kind.HAND, "k3f9q2"));
        assertThat(Payload.parse("r:k3f9q2")).contains(new Payload.Action(Payload.Kind.REMATCH, "k3f9q2"));
        Payload skip = new Payload.Skip("k3f9q2", 17);
        assertThat(skip.encode()).isEqualTo("k:k3f9q2:17");
        assertThat(Payload.parse(skip.encode())).contains(skip);
    }

    @Test
    @DisplayName("the coach's buttons name the move number of a hint and the hand of a review, and read back equal")
    void coachButtons() {
        Payload hint = new Payload.Hint("k3f9q2", 17);
        Payload review = new Payload.Review("k3f9q2", 3);
        assertThat(hint.encode()).isEqualTo("c:k3f9q2:17");
        assertThat(review.encode()).isEqualTo("v:k3f9q2:3");
        assertThat(Payload.parse(hint.encode())).contains(hint);
        assertThat(Payload.parse(review.encode())).contains(review);
        assertThat(Payload.parse("c:k3f9q2:x")).isEmpty();
        assertThat(Payload.parse("v:k3f9q2")).isEmpty();
    }

    @Test
    @DisplayName("the lobby's buttons are join, leave, add a computer and start; not my cards nor the rematch")
    void lobbyButtons() {
        assertThat(java.util.Arrays.stream(Payload.Kind.values()).filter(Payload.Kind::lobby))
                .containsExactly(Payload.Kind.JOIN, Payload.Kind.LEAVE, Payload.Kind.ADD_BOT, Payload.Kind.START);
    }

    @Test
    @DisplayName("the longest Scopa capture still fits in 64 bytes")
    void fits() {
        String code = "10D:1D1C1S1B2D2C2S"; // four aces and three twos: the most cards a capture can take
        assertThat(new Payload.Play("zzzzzz", 999, code).encode().getBytes(StandardCharsets.UTF_8).length)
                .isLessThanOrEqualTo(64);
    }

    @Test
    @DisplayName("foreign or broken payloads are not ours")
    void garbage() {
        assertThat(Payload.parse("zz")).isEmpty();
        assertThat(Payload.parse("m:abc:x:7D")).isEmpty();
        assertThat(Payload.parse("q:abc")).isEmpty();
        assertThat(Payload.parse("k:abc")).isEmpty();
        assertThat(Payload.parse("k::3")).isEmpty();
        assertThat(Payload.parse("k:abc:x")).isEmpty();
        assertThat(Payload.parse("k:abc:3:4")).isEmpty();
        assertThat(Payload.parse(null)).isEmpty();
    }
}
