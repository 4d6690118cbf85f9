import { describe, expect, it } from 'vitest';
import { mergeOutbox } from '../../../../src/features/arrivals/model/arrival-rows';
import { DEFAULT_TABLE_QUERY, toArrivalsFilter } from '../../../../src/features/arrivals/model/table-query';
import { groupChangesOf, toTableRow } from '../../../../src/features/arrivals/model/table-row';
import { arrival } from './fixtures';

describe('the desktop table and the API', () => {
  it('asks for in-house guests by group id ascending unless told otherwise', () => {
    expect(toArrivalsFilter(DEFAULT_TABLE_QUERY)).toEqual({
      inHouse: true,
      page: 1,
      itemsPerPage: 50,
      sortField: 'groupid',
      sortType: 'asc',
    });
  });

  it('passes the filters under the names the API takes, leaving out the empty ones', () => {
    const query = {
      page: 3,
      sort: { field: 'hotelname', direction: 'desc' as const },
      filters: {
        inHouse: false,
        hotelIds: [5, 6],
        statuses: [0, 5],
        salesStaffIds: [],
        groupId: ' TD-26 ',
        touristName: '',
        country: 'Russia',
      },
    };
    expect(toArrivalsFilter(query, 500)).toEqual({
      inHouse: false,
      page: 3,
      itemsPerPage: 500,
      sortField: 'hotelname',
      sortType: 'desc',
      hotelIds: [5, 6],
      statuses: [0, 5],
      groupId: 'TD-26',
      country: 'Russia',
    });
  });

  it("turns an inline edit into a change of the row's group, the room in the guest's hotel", () => {
    const [row] = mergeOutbox([arrival()], [], 0).map(toTableRow);
    expect(row).toMatchObject({ id: 1, groupStatus: 0, phone: '+971501234567', room: '1204', notes: '' });
    expect(
      groupChangesOf(row, { room: ' 1301 ', notes: '  ', phone: '+971 50 1 ,+7 9', groupStatus: 4 }),
    ).toEqual({
      rooms: { '5': '1301' },
      notes: null,
      phoneNumbers: '+971 50 1, +7 9',
      status: 4,
    });
  });
});
