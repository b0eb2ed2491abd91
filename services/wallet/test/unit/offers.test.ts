import { describe, expect, it } from 'vitest';
import { offerCards, offerwallUrl, OFFERS_SHOWN, securePicture } from '../../src/domain/offer-cards.js';
import { offerPoints, parseDollarMicros } from '../../src/domain/offer-points.js';
import { referralShare } from '../../src/domain/referral.js';
import type { OgadsOffer } from '../../src/providers/ogads-api.js';

describe('offer payouts', () => {
  it('reads dollar texts exactly, without floats', () => {
    expect(parseDollarMicros('1.25')).toBe(1_250_000);
    expect(parseDollarMicros('0.005')).toBe(5_000);
    expect(parseDollarMicros('12')).toBe(12_000_000);
    expect(parseDollarMicros('-0.40')).toBe(-400_000);
    for (const bad of ['', 'abc', '1.2.3', '1e3', '0.1234567', '$1', ' ']) expect(parseDollarMicros(bad)).toBeNull();
  });

  it('credits round(payout × 100 × share), halves up', () => {
    expect(offerPoints(parseDollarMicros('1.25')!, 1)).toBe(125);
    expect(offerPoints(parseDollarMicros('1.005')!, 1)).toBe(101);
    expect(offerPoints(parseDollarMicros('1.25')!, 0.7)).toBe(88); // 87.5: 1.25 × 100 × 0.7 in floats is 87.49999…
    expect(offerPoints(parseDollarMicros('0.004')!, 1)).toBe(0);
    expect(offerPoints(parseDollarMicros('9999999.99')!, 1)).toBe(999_999_999);
  });

  it('gives a referrer 10% of an offer, rounded down', () => {
    expect(referralShare(125)).toBe(12);
    expect(referralShare(9)).toBe(0);
    expect(referralShare(1000)).toBe(100);
  });
});

describe('offer cards', () => {
  const offer = (id: number, payout: string, link = `https://lock.example/o/${id}?src=x`): OgadsOffer => ({
    offerid: id,
    name: `Offer ${id}`,
    name_short: `O${id}`,
    adcopy: '',
    description: '',
    picture: '',
    ctype: 1,
    device: 'all',
    payout,
    link,
  });

  it('shows the points the postback will credit and puts the player id in the link', () => {
    const [card] = offerCards([offer(1, '0.85')], 'user/1', 0.5);
    expect(card).toMatchObject({ offerid: 1, payout: '0.85', points: 43 });
    const link = new URL(card!.link);
    expect(link.searchParams.get('aff_sub')).toBe('user/1');
    expect(link.searchParams.get('src')).toBe('x');
  });

  it(`lists at most ${OFFERS_SHOWN}, leaving out offers with an unreadable payout or link`, () => {
    const offers = [offer(1, 'n/a'), offer(2, '1', 'not a url'), ...Array.from({ length: 8 }, (_, i) => offer(i + 10, '1.00'))];
    const cards = offerCards(offers, 'u', 1);
    expect(cards).toHaveLength(OFFERS_SHOWN);
    expect(cards[0]!.offerid).toBe(10);
  });

  it('leaves out offers that would pay 0 points after the revenue share, and still lists up to the full count', () => {
    // $0.004 × 100 × 1 = 0.4 points, rounded to 0; $0.50 with a 0 share pays nothing either
    const offers = [offer(1, '0.004'), offer(2, '0.00'), ...Array.from({ length: OFFERS_SHOWN }, (_, i) => offer(i + 10, '0.50'))];
    const cards = offerCards(offers, 'u', 1);
    expect(cards.map((c) => c.offerid)).toEqual(Array.from({ length: OFFERS_SHOWN }, (_, i) => i + 10));
    expect(cards.every((c) => c.points > 0)).toBe(true);
    expect(offerCards(offers, 'u', 0)).toEqual([]);
  });

  // design audit: the CSP loads images over https only, so an http picture was a broken image on the card
  it('asks an http picture over https and leaves out any other kind of address, as the CSP would block it', () => {
    expect(securePicture('https://cdn.example/o/1.png')).toBe('https://cdn.example/o/1.png');
    expect(securePicture('http://cdn.example/o/1.png?s=2')).toBe('https://cdn.example/o/1.png?s=2');
    for (const other of ['', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/o/1.png', 'not a url']) expect(securePicture(other)).toBe('');
    const [card] = offerCards([{ ...offer(1, '1.00'), picture: 'http://cdn.example/p.png' }], 'u', 1);
    expect(card!.picture).toBe('https://cdn.example/p.png');
  });

  it('builds the offer-wall address from the template with the encoded user id, or none without a template', () => {
    expect(offerwallUrl('https://wall.example/?pub=7&uid={userId}', 'a b/c')).toBe('https://wall.example/?pub=7&uid=a%20b%2Fc');
    expect(offerwallUrl('  ', 'u')).toBeNull();
  });
});
