package dev.mazziere.table.record;

import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.TableRecord;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * A fingerprint of what a table's row holds that can change (options, owner, language,
 * status, extra state) and of its seats, as last read or written: 128 bits of SHA-256, so
 * a table in memory tells whether its row changed without keeping a copy of the row.
 */
public record RowPrint(long row, long rowLow, long seats) {

    static RowPrint of(TableRecord r) {
        String seats = seatsText(r.seats());
        byte[] row = sha256(r.options() + "\u0000" + r.ownerUserId() + "\u0000" + r.locale() + "\u0000"
                + r.status().name() + "\u0000" + r.extraJson() + "\u0000" + seats);
        ByteBuffer b = ByteBuffer.wrap(row);
        return new RowPrint(b.getLong(), b.getLong(), ByteBuffer.wrap(sha256(seats)).getLong());
    }

    /** True when {@code other} has the same seats. */
    boolean sameSeats(RowPrint other) {
        return seats == other.seats;
    }

    private static String seatsText(List<SeatRecord> seats) {
        StringBuilder sb = new StringBuilder();
        for (SeatRecord s : seats) {
            sb.append(s.seat()).append('\u0000').append(s.userId()).append('\u0000').append(s.displayName())
                    .append('\u0000').append(s.computer()).append('\u0001');
        }
        return sb.toString();
    }

    private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    });

    private static byte[] sha256(String text) {
        return SHA256.get().digest(text.getBytes(StandardCharsets.UTF_8));
    }
}
