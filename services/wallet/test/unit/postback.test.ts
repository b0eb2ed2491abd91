import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZOfferNetworkConfig, ZOfferNetworksSetting, type OfferNetworkConfig } from '@app/contracts';
import { readPostback } from '../../src/domain/postback/postback-formats.js';
import { isAllowedAddress, isAuthentic, postbackRecord, signedText } from '../../src/domain/postback/postback-verification.js';

const network = (over: Partial<OfferNetworkConfig> = {}): OfferNetworkConfig =>
  ZOfferNetworkConfig.parse({ network: 'ogads', secret: 's3cret-value', signature: 'secret-param', ...over });

describe('reading postbacks', () => {
  it("reads OGAds' parameters: the player from aff_sub, the conversion as offer and player", () => {
    const postback = readPostback(network(), { offer_id: '4521', payout: '1.25', aff_sub: 'user-1', ip: '1.2.3.4', aff_sub2: 'x' });
    expect(postback).toEqual({ transactionId: '4521:user-1', userId: 'user-1', offerId: '4521', payout: '1.25', payoutMicros: 1_250_000, status: '', isReversal: false });
  });

  it('reads the generic format with its own transaction id', () => {
    const generic = network({ network: 'wall', signature: 'hmac-sha256' });
    expect(readPostback(generic, { transaction_id: 't-9', user_id: 'u', payout: '0.5', status: '1' })).toMatchObject({ transactionId: 't-9', offerId: null, isReversal: false });
  });

  it('takes a chargeback status or a negative payout as a reversal', () => {
    expect(readPostback(network(), { offer_id: '1', aff_sub: 'u', payout: '1.25', status: 'chargeback' }).isReversal).toBe(true);
    expect(readPostback(network(), { offer_id: '1', aff_sub: 'u', payout: '-1.25' }).isReversal).toBe(true);
    expect(readPostback(network({ network: 'wall' }), { transaction_id: 't', user_id: 'u', payout: '1', status: '2' }).isReversal).toBe(true);
  });

  it('refuses a postback with a missing or malformed field with a 400 naming it', () => {
    expect(() => readPostback(network(), { offer_id: '1', payout: '1' })).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', field: 'aff_sub' }));
    expect(() => readPostback(network(), { offer_id: '1', aff_sub: 'u', payout: 'lots' })).toThrow(expect.objectContaining({ field: 'payout' }));
    expect(() => readPostback(network(), { offer_id: '1', aff_sub: 'u', payout: '1', status: 'maybe' })).toThrow(expect.objectContaining({ field: 'status' }));
  });
});

describe('verifying postbacks', () => {
  const params = { transaction_id: 't-1', user_id: 'u-1', payout: '2.00' };

  it('accepts the shared secret in its parameter and nothing else', () => {
    const n = network();
    const p = { offer_id: '1', aff_sub: 'u', payout: '1' };
    expect(isAuthentic(n, { ...p, secret: 's3cret-value' }, readPostback(n, p))).toBe(true);
    expect(isAuthentic(n, { ...p, secret: 's3cret-valuf' }, readPostback(n, p))).toBe(false);
    expect(isAuthentic(n, { ...p, secret: 's3cret' }, readPostback(n, p))).toBe(false);
    expect(isAuthentic(n, p, readPostback(n, p))).toBe(false);
  });

  it('accepts an HMAC-SHA256 of transaction, user, payout and status, in either hex case', () => {
    const n = network({ network: 'wall', signature: 'hmac-sha256' });
    const postback = readPostback(n, params);
    expect(signedText(postback)).toBe('t-1:u-1:2.00:');
    const signature = createHmac('sha256', 's3cret-value').update('t-1:u-1:2.00:').digest('hex');
    expect(isAuthentic(n, { ...params, signature }, postback)).toBe(true);
    expect(isAuthentic(n, { ...params, signature: signature.toUpperCase() }, postback)).toBe(true);
    // the same signature does not cover another payout
    const richer = readPostback(n, { ...params, payout: '20.00' });
    expect(isAuthentic(n, { ...params, payout: '20.00', signature }, richer)).toBe(false);
  });

  it('accepts an MD5 signature under a custom parameter name', () => {
    const n = network({ network: 'legacy', signature: 'md5', param: 'hash' });
    const postback = readPostback(n, params);
    const hash = createHash('md5').update('t-1:u-1:2.00:s3cret-value').digest('hex');
    expect(isAuthentic(n, { ...params, hash }, postback)).toBe(true);
    expect(isAuthentic(n, { ...params, signature: hash }, postback)).toBe(false);
  });

  it('accepts any address without an allow-list and only the listed ones with one (IPv4-mapped too)', () => {
    expect(isAllowedAddress(network(), '9.9.9.9')).toBe(true);
    const listed = network({ ipAllowList: ['203.0.113.7'] });
    expect(isAllowedAddress(listed, '203.0.113.7')).toBe(true);
    expect(isAllowedAddress(listed, '::ffff:203.0.113.7')).toBe(true);
    expect(isAllowedAddress(listed, '203.0.113.8')).toBe(false);
  });
});

describe('the offer_networks setting', () => {
  it('parses a JSON list and refuses duplicates, bad JSON and weak secrets', () => {
    expect(ZOfferNetworksSetting.parse('[{"network":"ogads","secret":"12345678","signature":"secret-param"}]')).toEqual([
      { network: 'ogads', secret: '12345678', signature: 'secret-param', ipAllowList: [] },
    ]);
    expect(ZOfferNetworksSetting.safeParse('[{"network":"a","secret":"12345678","signature":"md5"},{"network":"a","secret":"12345678","signature":"md5"}]').success).toBe(false);
    expect(ZOfferNetworksSetting.safeParse('not json').success).toBe(false);
    expect(ZOfferNetworksSetting.safeParse('[{"network":"a","secret":"short","signature":"md5"}]').success).toBe(false);
  });
});

describe('what is kept of a postback', () => {
  it('keeps every parameter but the proof: the shared secret, the signature, or the custom parameter carrying either', () => {
    const params = { offer_id: '1', payout: '2.00', aff_sub: 'u', note: 'x' };
    expect(postbackRecord(network(), { ...params, secret: 's3cret-value' })).toEqual(params);
    expect(postbackRecord(network({ signature: 'hmac-sha256' }), { ...params, signature: 'abc' })).toEqual(params);
    expect(postbackRecord(network({ signature: 'md5', param: 'sig' }), { ...params, sig: 'abc', signature: 'kept: not this network\'s proof' })).toEqual({ ...params, signature: "kept: not this network's proof" });
  });
});
