import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatMessageType } from '@app/contracts';
import type { ChatDatabase, ChatTransaction } from './client.js';

type Db = ChatDatabase | ChatTransaction;

interface StoredMessage {
  id: string;
  username: string;
  message: string;
  type: string;
  isAdmin: boolean;
  rainAmount: number | null;
  createdAt: Date;
}

export function toChatMessage(row: StoredMessage): ChatMessage {
  return {
    id: row.id,
    username: row.username,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    type: row.type as ChatMessageType,
    ...(row.rainAmount !== null ? { rainAmount: row.rainAmount } : {}),
  };
}

export interface NewChatLine {
  userId: string | null;
  username: string;
  message: string;
  type: ChatMessageType;
  isAdmin: boolean;
  rainAmount?: number;
}

export async function insertChatLine(db: Db, line: NewChatLine): Promise<ChatMessage> {
  const row = await db.chatMessage.create({
    data: { id: randomUUID(), userId: line.userId, username: line.username, message: line.message, type: line.type, isAdmin: line.isAdmin, rainAmount: line.rainAmount ?? null },
  });
  return toChatMessage(row);
}

/** The last `limit` visible lines, oldest first. */
export async function recentChatLines(db: ChatDatabase, limit: number): Promise<ChatMessage[]> {
  const rows = await db.chatMessage.findMany({ where: { isDeleted: false }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  return rows.reverse().map(toChatMessage);
}
